import { LegalDocument } from './LegalDocument';

export default function TosPage() {
  return <LegalDocument kind="tos" />;
}
