import { Link } from 'react-router-dom';
import { bus } from '@portal/core';
import { PageIntro } from '@portal/ui';

export function ProductPage() {
  return (
    <PageIntro title="产品介绍" lead="产品说明、适用客户、办理流程与所需材料。">
      <p>
        <Link to="/home/index">首页</Link>
      </p>
      <button type="button" onClick={() => bus.emit('login:requested', { key: 'homeBanner' })}>
        立即办理
      </button>
    </PageIntro>
  );
}
