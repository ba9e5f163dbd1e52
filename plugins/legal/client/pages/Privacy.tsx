import { LegalDocument } from './LegalDocument';

export default function PrivacyPage() {
  return <LegalDocument kind="privacy" />;
}
