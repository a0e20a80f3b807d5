import { Component, type ErrorInfo, type ReactNode } from "react";

interface Props {
  children: ReactNode;
  /** Changing it (the path) clears the error, so navigating away recovers. */
  resetKey: string;
}

/** The router error page (spec §8: 'Unexpected Application Error!'). */
export class ErrorBoundary extends Component<Props, { error: Error | null; key: string }> {
  state = { error: null as Error | null, key: this.props.resetKey };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: Error | null; key: string }) {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("Unexpected Application Error!", error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <section className="mx-auto max-w-xl px-6 py-24 text-center" role="alert">
        <h1 className="text-3xl text-gradient">Unexpected Application Error!</h1>
        <p className="mt-4 text-muted">
          Something broke while showing this page. Reloading usually helps; if it keeps happening, tell us.
        </p>
        <p className="mt-2 font-mono text-sm text-danger">{this.state.error.message}</p>
        <div className="mt-8 flex justify-center gap-3">
          <button
            type="button"
            className="rounded-lg border border-border px-4 py-2 hover:border-neon-cyan"
            onClick={() => window.location.reload()}
          >
            Reload
          </button>
          <a href="/" className="rounded-lg bg-neon-violet px-4 py-2 font-semibold text-white">
            Back to home
          </a>
        </div>
      </section>
    );
  }
}
