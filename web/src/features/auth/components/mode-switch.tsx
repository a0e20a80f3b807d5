/** The line under the /auth card that switches between logging in and creating an account; `onIntent`: the pointer or focus is on it. */
export function ModeSwitch({
  login,
  onSwitch,
  onIntent,
}: {
  login: boolean;
  onSwitch: () => void;
  onIntent?: () => void;
}) {
  return (
    <p className="mt-6 text-center text-sm text-muted">
      {login ? "New to GameReady? " : "Already have an account? "}
      <button
        type="button"
        onClick={onSwitch}
        onPointerEnter={onIntent}
        onFocus={onIntent}
        className="cursor-pointer font-semibold text-neon-cyan underline-offset-4 hover:underline"
      >
        {login ? "Create an account" : "Log in"}
      </button>
    </p>
  );
}
