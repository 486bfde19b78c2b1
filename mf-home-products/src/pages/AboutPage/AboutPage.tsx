import { Link } from 'react-router-dom';
import { PageIntro } from '@portal/ui';
import './AboutPage.css';

const FACTS = [
  { label: '成立时间', value: '2016 年' },
  { label: '注册资本', value: '5 亿元人民币' },
  { label: '服务企业', value: '5,000+ 家' },
  { label: '累计投放', value: '312 亿元' },
];

const MILESTONES = [
  { year: '2016', text: '链融商业保理有限公司在上海设立，经地方金融监督管理部门批准开展商业保理业务。' },
  { year: '2018', text: '上线供应链金融服务平台，保理营运资金业务实现线上申请与核心企业在线确权。' },
  { year: '2020', text: '推出应付电子凭证，支持凭证拆分、多级流转与融资。' },
  { year: '2022', text: '订单融资、票据保理上线，服务覆盖制造、能源、建筑、物流等行业。' },
  { year: '2024', text: '推出司库服务与应付管理，助力集团企业资金集中管理与供应链协同。' },
  { year: '2025', text: '累计服务中小企业突破 5,000 家，获评年度供应链金融创新服务机构。' },
];

const VALUES = [
  { title: '依托产业', text: '围绕核心企业的真实交易场景提供融资，让核心企业信用沿供应链传递。' },
  { title: '服务中小', text: '68% 的业务为单笔 100 万元以下的普惠融资，服务链条末端的小微企业。' },
  { title: '线上高效', text: '认证、申请、确权、签约、放款全流程线上办理，最快 T+1 放款。' },
  { title: '合规稳健', text: '依法合规经营，不向个人提供贷款，不吸收公众存款，严控业务风险。' },
];

export function AboutPage() {
  return (
    <PageIntro title="关于我们" lead="链融商业保理有限公司：专注供应链金融的商业保理公司。">
      <div className="hp-about">
        <section className="hp-about__card" aria-labelledby="hp-about-profile">
          <h2 id="hp-about-profile">公司简介</h2>
          <p>
            链融商业保理有限公司成立于 2016 年，注册资本 5 亿元人民币，是经地方金融监督管理部门批准设立的商业保理公司。公司以“依托产业、服务中小”为定位，围绕大型企业、国有企业和上市公司的供应链，为上下游中小企业提供应收账款保理、订单融资、票据保理与应付管理等服务。
          </p>
          <p>
            公司自主建设的供应链金融服务平台，实现了实名认证、企业认证、融资申请、核心企业确权、电子签章和放款的全流程线上化。截至 2025 年 6 月，平台累计服务中小企业 5,126 家，累计投放保理融资 312 亿元。
          </p>
          <dl className="hp-about__facts">
            {FACTS.map((f) => (
              <div key={f.label}>
                <dt>{f.label}</dt>
                <dd>{f.value}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section aria-labelledby="hp-about-values">
          <h2 id="hp-about-values">我们的理念</h2>
          <ul className="hp-about__values">
            {VALUES.map((v) => (
              <li key={v.title}>
                <h3>{v.title}</h3>
                <p>{v.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className="hp-about__card" aria-labelledby="hp-about-history">
          <h2 id="hp-about-history">发展历程</h2>
          <ol className="hp-about__timeline">
            {MILESTONES.map((m) => (
              <li key={m.year}>
                <strong>{m.year}</strong>
                <p>{m.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section className="hp-about__card" aria-labelledby="hp-about-contact">
          <h2 id="hp-about-contact">联系我们</h2>
          <ul className="hp-about__contact">
            <li>客服热线：400-000-0000（工作日 9:00-18:00）</li>
            <li>业务合作：biz@lianrong-factoring.example</li>
            <li>公司地址：上海市浦东新区世纪大道 100 号 28 层</li>
          </ul>
          <p>
            办理业务前，建议先阅读<Link to="/helpCenter/loginRegister">登录注册指引</Link>和<Link to="/threeEditorShow?id=risk-disclosure">保理业务风险揭示书</Link>。
          </p>
        </section>
      </div>
    </PageIntro>
  );
}
