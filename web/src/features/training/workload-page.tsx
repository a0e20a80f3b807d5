export default function WorkloadPage() {
  return null;
}
