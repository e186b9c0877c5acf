/** What an editor shows instead of its fields when it cannot edit (the form posts the input as it was). */
export function Unavailable({ message }: { readonly message: string }) {
  return (
    <div className="alert alert-warning sw-editor__error" role="alert">
      {message}
    </div>
  );
}
