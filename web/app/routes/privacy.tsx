import { LegalDocument, type LegalSections } from '../../components/legal-document';

const sections: LegalSections = [
  { id: 's1', paragraphs: 3 },
  { id: 's2', paragraphs: 4 },
  { id: 's3', paragraphs: 3 },
  { id: 's4', paragraphs: 3 },
  { id: 's5', paragraphs: 4 },
  { id: 's6', paragraphs: 4 },
  { id: 's7', paragraphs: 3 },
  { id: 's8', paragraphs: 3 },
  { id: 's9', paragraphs: 3 },
  { id: 's10', paragraphs: 4 },
  { id: 's11', paragraphs: 3 },
  { id: 's12', paragraphs: 2 },
  { id: 's13', paragraphs: 2 },
];

/** /privacy: the privacy policy under the revised Federal Act on Data Protection. */
export function PrivacyPage() {
  return <LegalDocument page="privacy" sections={sections} />;
}
