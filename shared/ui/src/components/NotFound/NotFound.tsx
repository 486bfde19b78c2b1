import './NotFound.css';

/** The one not-found page, used by the shell for unclaimed paths and by remotes inside their prefixes. */
export function NotFound() {
  return (
    <section className="portal-not-found" aria-labelledby="portal-not-found-title">
      <p className="portal-not-found__code">404</p>
      <h1 id="portal-not-found-title">页面不存在</h1>
      <p>抱歉，您访问的页面不存在或已被移除。</p>
      <a className="portal-not-found__home" href="/cWeb/home/index">
        返回首页
      </a>
    </section>
  );
}
