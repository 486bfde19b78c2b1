/** Shown in place of a remote whose page threw while rendering. */
export function RemoteCrash({ name, error }: { name: string; error: Error }) {
  return (
    <section role="alert" className="portal-remote-crash" data-remote={name} style={{ padding: 32, textAlign: 'center' }}>
      <h2>页面出错了</h2>
      <p>该页面暂时无法显示，请刷新页面后重试。</p>
      <button type="button" onClick={() => window.location.reload()}>
        刷新页面
      </button>
      <pre hidden>{error.message}</pre>
    </section>
  );
}
