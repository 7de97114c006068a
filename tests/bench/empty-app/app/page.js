export default function EmptyPage() {
  return <main>Empty page</main>;
}
