/**
 * Simulators of the outside services the portal chrome talks to: the AI assistant's SDK script
 * and answers, and the online customer-service page. Control: POST /__mock/chrome/scenario with
 * `{"sdkDelayMs": 3000}` (the next SDK load comes that late) or `{"askFailures": 1}` (the next
 * N questions fail: the assistant is unreachable).
 */
import { Type } from '@sinclair/typebox';
import { jsonResponse, rawResponse, route, type MockServer } from '../route';
import type { RouteContext } from '../context';
import { htmlPage } from '../html';

const BASE = '/__mock/chrome';
/** The chat widget takes at most 50 characters a question (spec 001 section 9). */
const QUESTION_MAX = 50;

interface Answer {
  keywords: readonly string[];
  answer: string;
}

/** What the simulated assistant knows: login, authentication and products. First match wins. */
export const ASSISTANT_ANSWERS: readonly Answer[] = [
  {
    keywords: ['忘记密码', '重置密码', '找回密码', '修改密码'],
    answer: '在登录框点击“忘记密码”，输入手机号并完成滑块验证，获取短信验证码后设置新密码。新密码为12-20位数字+大写字母+小写字母+特殊符号组合。',
  },
  {
    keywords: ['验证码', '短信'],
    answer: '短信验证码为6位数字。获取前需先完成滑块拼图验证；发送后60秒内不能重复获取，倒计时结束后可点击“重新获取”。',
  },
  {
    keywords: ['登录', '登陆', '注册', '统一认证', '单点'],
    answer: '平台支持手机号登录：可使用短信验证码登录或密码登录，登录前需勾选同意用户协议和隐私政策；集团用户也可点击“集团统一认证登录”。未注册的手机号获取验证码时会提示先注册。',
  },
  {
    keywords: ['企业认证', '认证企业', '法人', '小额打款', '打款'],
    answer: '企业认证有四种方式：小额打款+法定代表人线上认证、法定代表人线上刷脸、小额打款+法定代表人线下认证、线下认证。完成个人实名认证后，在业务中心选择产品并添加企业即可开始。',
  },
  {
    keywords: ['个人认证', '实名', '刷脸', '身份证'],
    answer: '个人实名认证需填写姓名和身份证号，并完成运营商或银行卡验证，必要时进行刷脸认证。登录后点击顶部状态“请完成个人认证”即可开始。',
  },
  {
    keywords: ['产品', '保理', '融资', '凭证', '票据'],
    answer: '平台提供应收账款保理（保理营运资金、小供保理、池保理、外贸保理）、订单融资（信用、保障）和应付管理（应付电子凭证、票据保理、应付账款管理）。在“产品中心”可查看各产品介绍和视频。',
  },
  {
    keywords: ['客服', '人工', '电话', '联系'],
    answer: '您可以点击页面右侧的“在线咨询”联系人工客服，或拨打服务热线 400-000-0000（工作日 9:00-18:00）。',
  },
];

export function answerFor(question: string): { known: boolean; answer: string } {
  const hit = ASSISTANT_ANSWERS.find((a) => a.keywords.some((k) => question.includes(k)));
  return hit ? { known: true, answer: hit.answer } : { known: false, answer: '' };
}

/** The SDK the widget polls for: `window.PortalChatSDK.init(...)` gives a session with `ask`. */
function sdkScript(askUrl: string): string {
  return `/* Simulated AI assistant SDK (mock). */
(function () {
  var ASK = ${JSON.stringify(askUrl)};
  window.PortalChatSDK = {
    version: '1.0.0-mock',
    init: function (options) {
      var channel = (options && options.channel) || 'web';
      return {
        ask: function (question) {
          return fetch(ASK, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ question: String(question), channel: channel })
          }).then(function (response) {
            if (!response.ok) throw new Error('assistant answered ' + response.status);
            return response.json();
          }).then(function (body) {
            return { known: body.known === true, answer: typeof body.answer === 'string' ? body.answer : '' };
          });
        }
      };
    }
  };
})();
`;
}

function servicePage(): string {
  const body = `<h1>在线客服（模拟）</h1>
<p class="note">这是客服系统的模拟页面，由门户的“在线咨询”按钮打开。</p>
<ol id="log" aria-live="polite"><li><strong>客服小链：</strong>您好，请问有什么可以帮您？</li></ol>
<style>#q { width: 70%; padding: 8px; } #chat button { width: auto; display: inline-block; padding: 8px 16px; }</style>
<form id="chat"><input id="q" name="q" maxlength="${QUESTION_MAX}" aria-label="输入您的问题" placeholder="输入您的问题">
<button type="submit">发送</button></form>
<script>
  var form = document.getElementById('chat'), q = document.getElementById('q'), log = document.getElementById('log');
  function say(who, text) { var li = document.createElement('li'); var b = document.createElement('strong'); b.textContent = who + '：'; li.appendChild(b); li.appendChild(document.createTextNode(text)); log.appendChild(li); }
  form.addEventListener('submit', function (e) {
    e.preventDefault(); var text = q.value.trim(); if (!text) return; q.value = ''; say('我', text);
    fetch('${BASE}/chat/ask', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ question: text, channel: 'service' }) })
      .then(function (r) { return r.json(); })
      .then(function (a) { say('客服小链', a.known ? a.answer : '已为您转接人工客服，请稍候。'); })
      .catch(function () { say('客服小链', '网络异常，请稍后再试。'); });
  });
</script>`;
  return htmlPage('在线客服', body);
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export function chromeRoutes(app: MockServer, _context: RouteContext): void {
  const scenario = { sdkDelayMs: 0, askFailures: 0 };

  const tags = ['simulators'];
  const scenarioSchema = route({
    summary: 'Make the next SDK load late or the next questions fail',
    tags,
    body: Type.Object({ sdkDelayMs: Type.Optional(Type.Unknown()), askFailures: Type.Optional(Type.Unknown()) }, { description: 'sdkDelayMs (0-60000), askFailures (count)' }),
    response: jsonResponse(Type.Object({ ok: Type.Boolean(), scenario: Type.Object({ sdkDelayMs: Type.Optional(Type.Number()), askFailures: Type.Optional(Type.Number()) }) })),
  });
  app.post(`${BASE}/scenario`, { schema: scenarioSchema }, async (request) => {
    const body = request.body ?? {};
    scenario.sdkDelayMs = Math.max(0, Math.min(60_000, Number(body.sdkDelayMs ?? 0) || 0));
    scenario.askFailures = Math.max(0, Math.floor(Number(body.askFailures ?? 0) || 0));
    return { ok: true, scenario };
  });

  app.get(`${BASE}/chat-sdk.js`, { schema: route({ summary: "The assistant's SDK script", tags, response: rawResponse(['application/javascript'], 'the SDK') }) }, async (_request, reply) => {
    // "Late on purpose": the next load waits, once; the widget keeps retrying meanwhile.
    const delay = scenario.sdkDelayMs;
    scenario.sdkDelayMs = 0;
    if (delay > 0) await sleep(delay);
    return reply.type('application/javascript; charset=utf-8').header('Cache-Control', 'no-store').send(sdkScript(`${BASE}/chat/ask`));
  });

  const askSchema = route({
    summary: 'Ask the assistant (1-50 characters)',
    tags,
    body: Type.Object({ question: Type.Optional(Type.Unknown()), channel: Type.Optional(Type.Unknown()) }, { description: 'question: 1-50 characters' }),
    response: jsonResponse(Type.Object({ known: Type.Boolean(), answer: Type.String(), message: Type.Optional(Type.String()) }), [200, 400, 503]),
  });
  app.post(`${BASE}/chat/ask`, { schema: askSchema }, async (request, reply) => {
    if (scenario.askFailures > 0) {
      // A 503 rather than a dropped socket: browsers silently retry a request whose reused
      // connection closes without an answer, which would hide the failure.
      scenario.askFailures -= 1;
      return reply.code(503).header('Connection', 'close').send({ known: false, answer: '', message: '助手服务暂不可用' });
    }
    const question = typeof request.body?.question === 'string' ? request.body.question.trim() : '';
    if (question === '' || [...question].length > QUESTION_MAX) {
      return reply.code(400).send({ known: false, answer: '', message: `问题须为1-${QUESTION_MAX}个字符` });
    }
    return answerFor(question);
  });

  app.get(`${BASE}/service`, { schema: route({ summary: 'The online customer-service page', tags, response: rawResponse(['text/html'], 'the chat page') }) }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(servicePage()),
  );
}
