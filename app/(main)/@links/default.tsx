export default function NoFriendlyLinks() {
  return null;
}
