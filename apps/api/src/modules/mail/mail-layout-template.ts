/**
 * The branded layout of every HTML mail, in Liquid. Values are escaped unless marked `raw`
 * (only `body_html`, which the caller has escaped). Classes are inlined by juice; the dark
 * scheme's media query stays in a style element for the clients that honour it (Apple Mail,
 * iOS, Outlook.com). Tables, not flex or grid: Outlook on Windows renders with Word.
 */
export const mailLayoutTemplate = `<!doctype html>
<html lang="{{ locale }}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>{{ subject }}</title>
<style>
  body { margin: 0; padding: 0; background-color: #f1f5f9; }
  .page { background-color: #f1f5f9; }
  .card { background-color: #ffffff; border: 1px solid #e2e8f0; border-radius: 8px; }
  .header { background-color: {{ colors.brand }}; border-radius: 8px 8px 0 0; padding: 16px 24px; }
  .logo-cell { background-color: #ffffff; border-radius: 6px; padding: 6px; }
  .logo { display: block; height: 48px; width: auto; max-width: 200px; border: 0; }
  .center-name { color: {{ colors.on_brand }}; font-family: Arial, Helvetica, sans-serif; font-size: 20px; font-weight: bold; line-height: 1.3; }
  .content { color: #0f172a; font-family: Arial, Helvetica, sans-serif; font-size: 16px; line-height: 1.5; padding: 24px; }
  .content p { margin: 0 0 16px 0; }
  .button-cell { background-color: {{ colors.brand }}; border-radius: 9999px; }
  .button { display: inline-block; padding: 12px 24px; color: {{ colors.on_brand }}; font-family: Arial, Helvetica, sans-serif; font-size: 16px; font-weight: bold; text-decoration: none; border-radius: 9999px; }
  .fallback { color: #475569; font-size: 13px; line-height: 1.4; word-break: break-all; }
  .contact { border-left: 4px solid {{ colors.brand }}; padding: 8px 12px; background-color: #f8fafc; }
  .link { color: #1d4ed8; text-decoration: underline; }
  .footer { color: #475569; font-family: Arial, Helvetica, sans-serif; font-size: 13px; line-height: 1.5; padding: 16px 24px 24px 24px; border-top: 1px solid #e2e8f0; }
  .footer p { margin: 0 0 8px 0; }
  .preheader { display: none; max-height: 0; max-width: 0; overflow: hidden; opacity: 0; mso-hide: all; }
  @media (prefers-color-scheme: dark) {
    body, .page { background-color: #0f172a !important; }
    .card { background-color: #1e293b !important; border-color: #334155 !important; }
    .content, .footer, .fallback { color: #e2e8f0 !important; }
    .contact { background-color: #0f172a !important; }
    .link { color: #93c5fd !important; }
  }
</style>
</head>
<body>
<div class="preheader">{{ preheader }}</div>
<table role="presentation" class="page" width="100%" cellpadding="0" cellspacing="0" border="0">
<tr><td align="center" style="padding: 24px 12px;">
<table role="presentation" class="card" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width: 600px;">
<tr><td class="header">
<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>
{%- if logo_url %}
<td class="logo-cell"><img class="logo" src="{{ logo_url }}" alt="{{ center_name }}" height="48"></td>
{%- else %}
<td class="center-name">{{ center_name }}</td>
{%- endif %}
</tr></table>
</td></tr>
<tr><td class="content">
{{ body_html | raw }}
{%- if action %}
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin: 8px 0 16px 0;"><tr>
<td class="button-cell"><a class="button" href="{{ action.url }}">{{ action.label }}</a></td>
</tr></table>
<p class="fallback">{{ texts.link_fallback }} <a class="link" href="{{ action.url }}">{{ action.url }}</a></p>
{%- endif %}
{%- if contact_person %}
<p class="contact">{{ texts.questions }} {{ contact_person.name }}:
{%- if contact_person.email %} <a class="link" href="mailto:{{ contact_person.email }}">{{ contact_person.email }}</a>{% endif %}
{%- if contact_person.email and contact_person.phone %} {{ texts.or }}{% endif %}
{%- if contact_person.phone %} <a class="link" href="tel:{{ contact_person.phone | remove: ' ' }}">{{ contact_person.phone }}</a>{% endif %}.</p>
{%- endif %}
</td></tr>
<tr><td class="footer">
<p><strong>{{ center_name }}</strong>
{%- for line in address %}<br>{{ line }}{% endfor %}
{%- if email %}<br><a class="link" href="mailto:{{ email }}">{{ email }}</a>{% endif %}
{%- if phone %}<br><a class="link" href="tel:{{ phone | remove: ' ' }}">{{ phone }}</a>{% endif %}
<br><a class="link" href="{{ site_url }}">{{ site_label }}</a></p>
<p>{{ reason }}</p>
{%- if unsubscribe_url %}
<p>{{ texts.unsubscribe }} <a class="link" href="{{ unsubscribe_url }}">{{ texts.unsubscribe_link }}</a></p>
{%- endif %}
<p><a class="link" href="{{ privacy_url }}">{{ texts.privacy_statement }}</a></p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
