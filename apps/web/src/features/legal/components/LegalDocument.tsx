import { Typography } from 'antd';
import { useLegalTranslation } from '../legal-texts';

export type LegalDocumentId = 'userAgreement' | 'privacyPolicy';

interface LegalSection {
  heading: string;
  body: string;
}

/** Date of the current version of both documents. */
const LEGAL_UPDATED = '2026-01-01';

/** A legal document: title, date, intro and its sections in resource order. */
export function LegalDocument({ id }: { id: LegalDocumentId }) {
  const { t } = useLegalTranslation();
  const sections: Record<string, LegalSection> =
    id === 'userAgreement'
      ? t('userAgreement.sections', { returnObjects: true })
      : t('privacyPolicy.sections', { returnObjects: true });
  return (
    <article className="sc-legal" data-testid={`legal-${id}`}>
      <Typography.Title level={1}>{t(`${id}.title`)}</Typography.Title>
      <Typography.Text type="secondary">{t('updated', { date: LEGAL_UPDATED })}</Typography.Text>
      <Typography.Paragraph style={{ marginTop: 16 }}>{t(`${id}.intro`)}</Typography.Paragraph>
      {Object.entries(sections).map(([key, section]) => (
        <section key={key}>
          <Typography.Title level={4}>{section.heading}</Typography.Title>
          {section.body.split('\n\n').map((paragraph) => (
            <Typography.Paragraph key={paragraph}>{paragraph}</Typography.Paragraph>
          ))}
        </section>
      ))}
    </article>
  );
}
