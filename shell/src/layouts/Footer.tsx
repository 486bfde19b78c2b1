export function Footer() {
  return (
    <footer className="portal-footer">
      <p>商业保理与供应链金融服务 · 客服热线 400-000-0000 · 工作日 9:00-18:00</p>
    </footer>
  );
}
