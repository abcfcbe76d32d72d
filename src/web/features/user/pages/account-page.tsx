// Being built (issue 14).
export default function Screen() {
  return null;
}
