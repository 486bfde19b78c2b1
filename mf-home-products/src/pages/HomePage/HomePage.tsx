import { Link } from 'react-router-dom';
import { useApiData, useProductEntry, useRequestLogin, useSignedIn } from '@portal/ui';
import { contentApi } from '../../api/content';
import { Carousel, type CarouselSlide } from '../../components/Carousel';
import { PRODUCT_GROUPS, productByKey, productPath, type ProductKey } from '../../products/catalog';
import './HomePage.css';

/** The banner's call to action uses the homeBanner key (spec 001 section 4). */
const BANNER_KEY = 'homeBanner' as const;

interface Banner {
  id: string;
  eyebrow: string;
  title: string;
  text: string;
  product: ProductKey;
  background: string;
}

const BANNERS: readonly Banner[] = [
  {
    id: 'twogold',
    eyebrow: '应收账款保理',
    title: '应收账款提前变现，最快 T+1 放款',
    text: '依托核心企业信用，无需抵押，核心企业在线确权，随借随还。',
    product: 'twogold',
    background: 'linear-gradient(120deg, #1e3a8a 0%, #1d4ed8 55%, #3b82f6 100%)',
  },
  {
    id: 'winnings',
    eyebrow: '应付电子凭证',
    title: '核心企业信用，直达链条末端',
    text: '凭证可拆分、可流转、可融资，末端供应商也能享受低成本资金。',
    product: 'winnings',
    background: 'linear-gradient(120deg, #064e3b 0%, #047857 55%, #10b981 100%)',
  },
  {
    id: 'orderCredit',
    eyebrow: '订单融资',
    title: '拿到订单就能融资，备货生产不再等',
    text: '凭核心企业采购订单申请融资，交货后自动转为保理。',
    product: 'orderCredit',
    background: 'linear-gradient(120deg, #7c2d12 0%, #c2410c 55%, #f97316 100%)',
  },
];

const FIGURES = [
  { value: '5,126', unit: '家', label: '累计服务中小企业' },
  { value: '312', unit: '亿元', label: '累计投放保理融资' },
  { value: '370+', unit: '家', label: '合作核心企业' },
  { value: 'T+1', unit: '', label: '最快放款时效' },
];

const STEPS = [
  { title: '注册登录', detail: '手机号注册，短信验证码或密码登录。', to: '/helpCenter/loginRegister', link: '登录注册指引' },
  { title: '个人实名认证', detail: '核验身份证件、银行卡或人脸信息。', to: '/AuthPerson/AuthCertificate', link: '去认证' },
  { title: '企业认证', detail: '法定代表人刷脸或小额打款完成企业认证。', to: '/helpCenter/entAuth', link: '企业认证说明' },
  { title: '开通产品', detail: '选择适合的产品，在线申请、签约与放款。', to: '/enterpriseCentre/index', link: '进入业务中心' },
];

function BannerSlide({ banner, busy, onEnter }: { banner: Banner; busy: boolean; onEnter: () => void }) {
  const product = productByKey(banner.product);
  return (
    <div className="hp-banner">
      <p className="hp-banner__eyebrow">{banner.eyebrow}</p>
      <h2 className="hp-banner__title">{banner.title}</h2>
      <p className="hp-banner__text">{banner.text}</p>
      <div className="hp-banner__actions">
        <button type="button" className="hp-button hp-button--light" aria-busy={busy} onClick={onEnter}>
          立即开通
        </button>
        <Link className="hp-banner__more" to={productPath(banner.product)}>
          了解{product?.name}
        </Link>
      </div>
    </div>
  );
}

function NewsHighlights() {
  const news = useApiData('home-news', () => contentApi.newsList({ pageNum: 1, pageSize: 4 }));
  return (
    <section className="hp-section" aria-labelledby="hp-news-title">
      <div className="hp-section__head">
        <h2 id="hp-news-title">新闻动态</h2>
        <Link to="/dynamics/index">更多新闻</Link>
      </div>
      {news.data ? (
        <ul className="hp-news">
          {news.data.list.map((item) => (
            <li key={item.id}>
              <Link to={`/dynamics/article/${item.id}`}>
                <span className="hp-news__tag">{item.categoryName}</span>
                <span className="hp-news__title">{item.title}</span>
                <time dateTime={item.publishDate}>{item.publishDate}</time>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <div className="hp-news__placeholder" role={news.error ? 'alert' : 'status'}>
          {news.error ? (
            <>
              {news.error}
              <button type="button" onClick={news.reload}>
                重新加载
              </button>
            </>
          ) : (
            '加载中，请稍候'
          )}
        </div>
      )}
    </section>
  );
}

/** The first page every visitor sees: plain React and CSS, no UI library, one small call. */
export function HomePage() {
  const signedIn = useSignedIn();
  const requestLogin = useRequestLogin();
  const { enter, enterPersonal, busy } = useProductEntry();
  const slides: CarouselSlide[] = BANNERS.map((banner) => ({
    id: banner.id,
    background: banner.background,
    // The banner enters its product like the product page's button (login first when signed out).
    content: <BannerSlide banner={banner} busy={busy} onEnter={() => void enter(banner.product, { loginKey: BANNER_KEY })} />,
  }));

  return (
    <div className="hp-home">
      {/* The page's name, as the menu says it; the hero's title below is what the eye reads first. */}
      <h1 className="hp-visually-hidden">首页</h1>
      <section className="hp-hero" aria-labelledby="hp-hero-title">
        <div className="hp-hero__intro">
          <h2 id="hp-hero-title" className="hp-hero__title">
            商业保理与供应链金融服务
          </h2>
          <p>链融商业保理依托核心企业信用，为产业链上下游中小企业提供应收账款保理、订单融资与应付管理服务，申请、签约、放款全程线上办理。</p>
          <div className="hp-hero__actions">
            {signedIn ? (
              <Link className="hp-button" to="/enterpriseCentre/index">
                进入业务中心
              </Link>
            ) : (
              <button type="button" className="hp-button" onClick={() => void requestLogin({ key: 'header' })}>
                登录 / 注册
              </button>
            )}
            <button type="button" className="hp-button hp-button--ghost" aria-busy={busy} onClick={() => void enterPersonal()}>
              实名认证
            </button>
          </div>
        </div>
        <Carousel label="产品推荐" slides={slides} />
      </section>

      <section className="hp-figures" aria-label="平台数据">
        {FIGURES.map((f) => (
          <div key={f.label} className="hp-figures__item">
            <p className="hp-figures__value">
              {f.value}
              <small>{f.unit}</small>
            </p>
            <p className="hp-figures__label">{f.label}</p>
          </div>
        ))}
      </section>

      <section className="hp-section" aria-labelledby="hp-products-title">
        <div className="hp-section__head">
          <h2 id="hp-products-title">产品中心</h2>
        </div>
        <div className="hp-groups">
          {PRODUCT_GROUPS.map((group) => (
            <div key={group.key} className="hp-group">
              <h3>{group.name}</h3>
              <p className="hp-group__lead">{group.lead}</p>
              <ul>
                {group.products.map((key) => {
                  const product = productByKey(key);
                  return product ? (
                    <li key={key}>
                      <Link to={productPath(key)}>
                        <strong>{product.name}</strong>
                        <span>{product.tagline}</span>
                      </Link>
                    </li>
                  ) : null;
                })}
              </ul>
            </div>
          ))}
        </div>
      </section>

      <section className="hp-section" aria-labelledby="hp-steps-title">
        <div className="hp-section__head">
          <h2 id="hp-steps-title">四步开通融资</h2>
        </div>
        <ol className="hp-steps">
          {STEPS.map((step, i) => (
            <li key={step.title}>
              <span className="hp-steps__no" aria-hidden="true">
                {i + 1}
              </span>
              <h3>{step.title}</h3>
              <p>{step.detail}</p>
              <Link to={step.to}>{step.link}</Link>
            </li>
          ))}
        </ol>
      </section>

      <NewsHighlights />

      <section className="hp-section hp-entries" aria-label="服务入口">
        <Link to="/helpCenter/loginRegister" className="hp-entry">
          <strong>帮助中心</strong>
          <span>登录、认证、签章与融资操作指引</span>
        </Link>
        <Link to="/aboutUs/index" className="hp-entry">
          <strong>关于我们</strong>
          <span>公司简介、资质与联系方式</span>
        </Link>
        <Link to="/treasuryFront/detail" className="hp-entry">
          <strong>司库服务</strong>
          <span>集团资金集中管理与融资协同</span>
        </Link>
      </section>
    </div>
  );
}
