/** How to reach the operator, as the legal pages state it. */
export function ContactSupport() {
  return (
    <>
      use the <strong>Help</strong> button at the top or bottom of any page and type <em>contact support</em> to open a
      ticket; you will get a ticket reference and a reply by email
    </>
  );
}
