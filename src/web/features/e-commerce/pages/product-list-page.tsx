/** Scaffold: replaced by the screen's real implementation before this lands. */
export default function ScaffoldPage() {
  return null;
}
