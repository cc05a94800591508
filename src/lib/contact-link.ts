/**
 * A link to a contact page (`/contact` or `/it/contact`) that fills the form's subject and message
 * (the form reads them from the address: src/components/islands/EnquiryForm.tsx) and lands on the
 * form. `page` is the page's canonical address (pageHref). Spaces are %20, as mail apps expect if the visitor copies the link. Never the reply address:
 * only the visitor types that.
 */
export function contactLink(page: string, subject: string, message: string): string {
  return `${page}?${new URLSearchParams({ subject, message }).toString().replace(/\+/g, '%20')}#send-message`;
}
