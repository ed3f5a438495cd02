import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { render } from '@react-email/render';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { Language } from '../../contract/common';
import { swissLanguageTag } from '../../contract/languages';
import type { Translate } from '../i18n/translate';
import type { Mail } from './mailer';

/** A part of a mail's body: a paragraph, the facts of a booking (one per line), or a link to act on. */
export type MailBlock = { paragraph: string } | { details: string[] } | { action: { label: string; url: string } };

/** What a mail says, before it is written as plain text and as HTML. */
export interface MailContent {
  to: string;
  language: Language;
  subject: string;
  greeting: string;
  blocks: MailBlock[];
  signature: string;
  /** Under the signature, small: why the reader receives this mail. */
  footnote?: string;
  /** The words under a button for a mail program that shows no buttons, e.g. "Or open this link:". */
  linkFallback: string;
  attachments?: Mail['attachments'];
}

/** A mail to write, in the texts of the moment (the locale files with the edited texts): mailer.send writes it. */
export type MailDraft = (translate: Translate) => MailContent;

const brand = {
  green: '#1e5d38',
  deep: '#0a2816',
  light: '#f0f9f2',
  line: '#bbe2c6',
  text: '#1e293b',
  muted: '#64748b',
};

/**
 * Light by default; a mail program in dark mode that honours the media query (Apple Mail, iOS, some Outlooks)
 * gets dark surfaces with the same contrast, and the others invert the light design themselves.
 */
const darkMode = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .mail-page, .mail-page > table > tbody > tr > td { background-color: #0b1410 !important; }
  .mail-card { background-color: #15231b !important; border-color: #264d36 !important; }
  .mail-text, .mail-details p { color: #e2e8f0 !important; }
  .mail-details { background-color: #1c3325 !important; border-color: #3f8f5b !important; }
  .mail-muted, .mail-muted a { color: #a3b3a9 !important; }
  .mail-brand { color: #8ccba1 !important; }
  .mail-button { background-color: #58ad76 !important; color: #0a2816 !important; }
}`;

const paragraph = { fontSize: '16px', lineHeight: '24px', margin: '0 0 16px', color: brand.text };

function Block({ block, linkFallback }: { block: MailBlock; linkFallback: string }) {
  if ('paragraph' in block)
    return (
      <Text className="mail-text" style={paragraph}>
        {block.paragraph}
      </Text>
    );
  if ('details' in block)
    return (
      <Section
        className="mail-details"
        style={{
          backgroundColor: brand.light,
          borderLeft: `4px solid ${brand.green}`,
          borderRadius: '8px',
          padding: '12px 16px',
          margin: '0 0 16px',
        }}
      >
        {block.details.map((line, index) => (
          <Text key={index} style={{ ...paragraph, fontSize: '15px', margin: '4px 0' }}>
            {line}
          </Text>
        ))}
      </Section>
    );
  return (
    <Section style={{ margin: '8px 0 20px' }}>
      <Button
        className="mail-button"
        href={block.action.url}
        style={{
          backgroundColor: brand.green,
          color: '#ffffff',
          borderRadius: '10px',
          fontSize: '16px',
          fontWeight: 700,
          padding: '14px 22px',
          textDecoration: 'none',
        }}
      >
        {block.action.label}
      </Button>
      <Text
        className="mail-muted"
        style={{ fontSize: '13px', lineHeight: '20px', color: brand.muted, margin: '12px 0 0' }}
      >
        {linkFallback}{' '}
        <Link href={block.action.url} style={{ color: brand.green, wordBreak: 'break-all' }}>
          {block.action.url}
        </Link>
      </Text>
    </Section>
  );
}

function MailDocument({ content }: { content: MailContent }) {
  const preview = content.blocks.find((block) => 'paragraph' in block);
  return (
    <Html lang={swissLanguageTag(content.language)}>
      <Head>
        <title>{content.subject}</title>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{darkMode}</style>
      </Head>
      {preview && 'paragraph' in preview ? <Preview>{preview.paragraph}</Preview> : null}
      <Body
        className="mail-page"
        style={{
          backgroundColor: '#f1f5f2',
          margin: 0,
          padding: '24px 0',
          fontFamily: '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
        }}
      >
        <Container style={{ maxWidth: '560px', padding: '0 12px' }}>
          <Text
            className="mail-brand"
            style={{
              fontSize: '20px',
              fontWeight: 800,
              color: brand.deep,
              margin: '0 0 12px',
              letterSpacing: '-0.02em',
            }}
          >
            Swiss Tee Times
          </Text>
          <Section
            className="mail-card"
            style={{
              backgroundColor: '#ffffff',
              border: `1px solid ${brand.line}`,
              borderRadius: '14px',
              padding: '24px 20px 8px',
            }}
          >
            <Text className="mail-text" style={{ ...paragraph, fontWeight: 600 }}>
              {content.greeting}
            </Text>
            {content.blocks.map((block, index) => (
              <Block key={index} block={block} linkFallback={content.linkFallback} />
            ))}
            <Text className="mail-text" style={paragraph}>
              {content.signature}
            </Text>
          </Section>
          {content.footnote ? (
            <Text
              className="mail-muted"
              style={{ fontSize: '13px', lineHeight: '20px', color: brand.muted, margin: '16px 4px 0' }}
            >
              {content.footnote}
            </Text>
          ) : null}
        </Container>
      </Body>
    </Html>
  );
}

/** The plain-text part: the same blocks, a blank line between them, a link written as "label: address". */
function plainText(content: MailContent): string {
  const blocks = content.blocks.map((block) =>
    'paragraph' in block
      ? block.paragraph
      : 'details' in block
        ? block.details.join('\n')
        : `${block.action.label}: ${block.action.url}`,
  );
  return [content.greeting, ...blocks, content.signature, ...(content.footnote ? [content.footnote] : [])].join('\n\n');
}

/** The mail as it is sent: a plain-text part and an HTML part that say the same. */
export async function writeMail(content: MailContent): Promise<Mail> {
  return {
    to: content.to,
    subject: content.subject,
    text: plainText(content),
    html: await render(<MailDocument content={content} />),
    ...(content.attachments ? { attachments: content.attachments } : {}),
  };
}
