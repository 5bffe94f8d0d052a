import { describe, expect, it } from 'vitest';
import { isAllowedAddress, sanitizeHtmlAs } from './html-policies.ts';

describe('the richText policy (a vacancy description)', () => {
  const richText = (html: string) => sanitizeHtmlAs('richText', html);

  it('keeps headings h2–h4, paragraphs, breaks, strong, em and lists', () => {
    const html =
      '<h2>Wat</h2><h3>Wie</h3><h4>Waar</h4><p>Een <strong>vaste</strong> plek,<br />elke <em>week</em>.</p>' +
      '<ul><li>koken</li></ul><ol><li>eten</li></ol>';
    expect(richText(html)).toBe(html);
  });

  it('keeps http(s) and mailto links, each opening without a reference to the page', () => {
    expect(
      richText('<a href="https://example.org" target="_blank">site</a> <a href="mailto:a@example.org">mail</a>'),
    ).toBe(
      '<a href="https://example.org" rel="noopener noreferrer">site</a> <a href="mailto:a@example.org" rel="noopener noreferrer">mail</a>',
    );
  });

  it('turns b, i and h1 into strong, em and h2', () => {
    expect(richText('<h1>Titel</h1><b>vet</b> <i>schuin</i>')).toBe(
      '<h2>Titel</h2><strong>vet</strong> <em>schuin</em>',
    );
  });

  it('strips scripts with their content, styles, images, event handlers and other addresses', () => {
    expect(
      richText(
        '<script>alert(1)</script><style>p{}</style><p onclick="x()" style="color:red">Tekst</p>' +
          '<img src="https://example.org/a.png"><a href="javascript:alert(1)">a</a><a href="//example.org">b</a>' +
          '<div>blijft als tekst</div>',
      ),
    ).toBe('<p>Tekst</p><a rel="noopener noreferrer">a</a><a rel="noopener noreferrer">b</a>blijft als tekst');
  });

  it('trims the white space around it', () => {
    expect(richText('  <p>Hallo</p>\n')).toBe('<p>Hallo</p>');
  });
});

describe('the mailBody policy (a rendered mail)', () => {
  const mailBody = (html: string) => sanitizeHtmlAs('mailBody', html);

  it('keeps text markup, links to http(s), mailto and tel, lists, tables and images with simple styles', () => {
    const html =
      '<h1 style="color:#047857">Hallo</h1><p align="center">Zie <a href="https://example.org" title="site">hier</a>, ' +
      '<a href="mailto:a@example.org">mail</a> of <a href="tel:0301234567">bel</a>.</p>' +
      '<table role="presentation" width="100%"><tbody><tr><td colspan="2" style="padding:8px">cel</td></tr></tbody></table>' +
      '<img src="https://example.org/logo.png" alt="logo" width="40" />';
    expect(mailBody(html)).toBe(html);
  });

  it('strips scripts, frames, forms, event handlers, other schemes and styles that load anything', () => {
    expect(
      mailBody(
        '<script>x()</script><iframe src="https://example.org"></iframe><form><input></form>' +
          '<p onclick="x()" style="background-image:url(https://evil.example/a.png);color:red">Tekst</p>' +
          '<div style="border:url(https://evil.example/b.png);padding:image-set(x)">blok</div>' +
          '<a href="javascript:x()">a</a><img src="data:image/png;base64,AAAA" />',
      ),
    ).toBe('<p style="color:red">Tekst</p><div>blok</div><a>a</a><img />');
  });

  describe('with an address restriction (a centre’s own text)', () => {
    it('keeps links and images on the allowed hosts, and mailto and tel', () => {
      const html =
        '<a href="https://rivierstad.example/vacancies">vacatures</a> <a href="mailto:a@example.org">mail</a>' +
        '<img src="https://rivierstad.example/logo.png" />';
      expect(sanitizeHtmlAs('mailBody', html, { allowedHosts: ['rivierstad.example'] })).toBe(html);
    });

    it('drops links and images elsewhere, and reports each address it drops', () => {
      const dropped: string[] = [];
      const html = '<a href="https://evil.example/x">klik</a><img src="https://evil.example/pixel.gif" /><p>tekst</p>';
      expect(
        sanitizeHtmlAs('mailBody', html, {
          allowedHosts: ['rivierstad.example'],
          onDropped: (address) => dropped.push(address),
        }),
      ).toBe('<a>klik</a><p>tekst</p>');
      expect(dropped).toEqual(['https://evil.example/x', 'https://evil.example/pixel.gif']);
    });

    it('allows an address only on a listed host, over http(s), without credentials', () => {
      const hosts = ['rivierstad.example'];
      expect(isAllowedAddress('https://rivierstad.example/a', hosts)).toBe(true);
      expect(isAllowedAddress(' tel:0301234567', hosts)).toBe(true);
      expect(isAllowedAddress('https://user:secret@rivierstad.example/a', hosts)).toBe(false);
      expect(isAllowedAddress('ftp://rivierstad.example/a', hosts)).toBe(false);
      expect(isAllowedAddress('https://rivierstad.example.evil.example/a', hosts)).toBe(false);
      expect(isAllowedAddress('not an address', hosts)).toBe(false);
    });
  });
});

describe('the plainText policy (the text of some HTML)', () => {
  const plainText = (html: string) => sanitizeHtmlAs('plainText', html);

  it('keeps the text and strips every tag and attribute', () => {
    expect(plainText('<h2>Koken</h2><p>Met <a href="https://example.org">ons</a> <strong>samen</strong>.</p>')).toBe(
      'KokenMet ons samen.',
    );
  });

  it('strips the contents of scripts and styles too, leaves entities escaped and white space as it was', () => {
    expect(plainText(' <script>alert(1)</script><style>p{}</style><p>Jan &amp; Piet</p>\n')).toBe(' Jan &amp; Piet\n');
  });
});
