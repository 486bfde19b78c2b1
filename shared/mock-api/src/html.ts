/** The small HTML pages of the simulated outside systems (IAM sign-on, business-system landings). */

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (ch) => ENTITIES[ch]);

/** A whole page; `body` must already be escaped. */
export function htmlPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" type="image/svg+xml" href="/__mock/favicon.svg">
<style>
  body { font-family: system-ui, "PingFang SC", "Microsoft YaHei", sans-serif; margin: 0; background: #f3f5f9; color: #1f2329; }
  main { max-width: 560px; margin: 48px auto; background: #fff; border-radius: 8px; padding: 32px; box-shadow: 0 2px 12px rgba(0,0,0,.08); }
  h1 { font-size: 22px; margin-top: 0; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 8px 16px; }
  dt { color: #646a73; }
  ul { list-style: none; padding: 0; }
  li { margin: 12px 0; }
  button { width: 100%; padding: 12px; font-size: 15px; border: 1px solid #3370ff; background: #fff; color: #3370ff; border-radius: 6px; cursor: pointer; text-align: left; }
  button:hover, button:focus { background: #3370ff; color: #fff; }
  .refused { color: #d83931; }
  .note { color: #8f959e; font-size: 13px; }
</style>
</head>
<body><main>${body}</main></body>
</html>
`;
}
