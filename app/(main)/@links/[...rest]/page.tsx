// Every page other than "/" renders no friendly links, also after client-side navigation.
export default function NoFriendlyLinksHere() {
  return null;
}
