/** Placeholder page: the planner UI replaces this. */
export function App() {
  return (
    <>
      <h1>OCI Storage Planner</h1>
      <main />
    </>
  );
}
