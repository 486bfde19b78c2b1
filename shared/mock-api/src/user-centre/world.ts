/**
 * The user centre's world: contracts per company and per person (generated from the account on
 * first use), signing locks, download files with time-limited links, e-mail bindings and login
 * history. Lives on MockState and goes back to the seed with POST /__mock/reset.
 */
import { type ContractDetail, type ContractEvent, type ContractStatus, type DownloadFile, type DownloadKind, chinaDate } from '@portal/core';
import type { Account } from '../model';
import { buildCjkPdf, type CjkLine } from './pdf';

const DAY = 24 * 60 * 60_000;
/** The factoring company: party A of every contract. */
export const FACTOR_NAME = '中诚商业保理有限公司';

export interface StoredContract extends ContractDetail {
  /** The mobile whose account the contract belongs to (signer of a personal one). */
  owner: string;
  /** The company's credit code, for an enterprise contract. */
  entCode: string | null;
}

interface Template {
  name: string;
  amount: number;
  status: ContractStatus;
}

/** 13800000000: contracts to sign; 13800000001: every state across its companies. */
const ENTERPRISE_PLANS: Record<string, Template[][]> = {
  '13800000000': [
    [
      { name: '应收账款转让合同', amount: 1250000, status: 'TO_SIGN' },
      { name: '保理服务合同', amount: 3000000, status: 'TO_SIGN' },
      { name: '应收账款转让通知书', amount: 860000.5, status: 'TO_SIGN' },
      { name: '保理融资框架协议', amount: 5000000, status: 'SIGNED' },
    ],
  ],
  '13800000001': [
    [
      { name: '保理服务合同', amount: 2000000, status: 'TO_SIGN' },
      { name: '应收账款转让合同', amount: 1580000, status: 'SIGNED' },
      { name: '保理融资补充协议', amount: 300000, status: 'EXPIRED' },
    ],
    [
      { name: '应收账款质押合同', amount: 760000, status: 'REJECTED' },
      { name: '保理服务合同', amount: 1200000, status: 'TO_SIGN' },
    ],
    [{ name: '应收账款转让合同', amount: 450000.75, status: 'SIGNED' }],
  ],
};

const PERSON_PLANS: Record<string, Template[]> = {
  '13800000000': [{ name: '个人连带责任保证合同', amount: 1250000, status: 'TO_SIGN' }],
  '13800000001': [
    { name: '个人连带责任保证合同', amount: 2000000, status: 'TO_SIGN' },
    { name: '个人信息授权书', amount: 0, status: 'SIGNED' },
    { name: '个人担保函', amount: 500000, status: 'EXPIRED' },
    { name: '个人连带责任保证合同', amount: 760000, status: 'REJECTED' },
  ],
};

export const sealText = (contract: Pick<StoredContract, 'scope' | 'parties'>): string =>
  contract.scope === 'enterprise' ? `${contract.parties[1].name}（电子签章）` : `${contract.parties[1].name}（电子签名）`;

export interface EmailCode {
  email: string;
  code: string;
  expiresAt: number;
}

export interface FileLink {
  fileKey: string;
  expiresAt: number;
  /** The document's own name, which the file saves under. */
  name: string;
}

export class UserCentreWorld {
  contracts = new Map<string, StoredContract>();
  /** Contract id -> who holds its signing lock (POST /__mock/contracts/:id/lock). */
  locks = new Map<string, string>();
  emails = new Map<string, string>();
  emailCodes = new Map<string, EmailCode>();
  /** The last code sent to each address, for GET /__mock/mail/:email. */
  mailbox = new Map<string, EmailCode>();
  links = new Map<string, FileLink>();
  /** Face checks already used to sign (one signature each). */
  spentFaces = new Set<string>();
  private seeded = new Set<string>();

  /** Generates the account's contracts the first time it is asked about. */
  ensure(account: Account, now: number): void {
    if (this.seeded.has(account.mobile)) return;
    this.seeded.add(account.mobile);
    const tail = account.mobile.slice(-2);
    (ENTERPRISE_PLANS[account.mobile] ?? []).forEach((plan, companyIndex) => {
      const company = account.companies[companyIndex];
      if (!company) return;
      plan.forEach((t, i) => {
        const id = `HT${tail}E${companyIndex + 1}${String(i + 1).padStart(2, '0')}`;
        this.add(account, t, id, 'enterprise', company.companyName, company.creditCode, now - (i * 7 + companyIndex * 3 + 2) * DAY);
      });
    });
    (PERSON_PLANS[account.mobile] ?? []).forEach((t, i) => {
      const id = `HT${tail}P${String(i + 1).padStart(2, '0')}`;
      this.add(account, t, id, 'person', account.username, null, now - (i * 9 + 4) * DAY);
    });
  }

  private add(account: Account, t: Template, id: string, scope: 'enterprise' | 'person', partyB: string, entCode: string | null, createdAt: number): void {
    const parties = [
      { role: '甲方（保理商）', name: FACTOR_NAME },
      { role: scope === 'enterprise' ? '乙方（企业）' : '乙方（个人）', name: partyB },
    ];
    const history: ContractEvent[] = [{ at: createdAt, actor: FACTOR_NAME, action: '发起合同' }];
    let signedAt: number | null = null;
    let deadline = createdAt + 30 * DAY;
    if (t.status === 'SIGNED') {
      signedAt = createdAt + DAY;
      history.push({ at: signedAt, actor: partyB, action: '签署合同' });
    }
    if (t.status === 'EXPIRED') deadline = createdAt + DAY;
    if (t.status === 'REJECTED') history.push({ at: createdAt + DAY, actor: partyB, action: '拒绝签署' });
    const contract: StoredContract = {
      id,
      contractNo: `ZC-2026-${id}`,
      name: t.name,
      scope,
      status: t.status,
      amount: t.amount,
      createdAt,
      deadline,
      signedAt,
      lockedBy: null,
      parties,
      history,
      seal: null,
      fileKey: `contract/${id}.pdf`,
      owner: account.mobile,
      entCode,
    };
    if (t.status === 'SIGNED') contract.seal = sealText(contract);
    this.contracts.set(id, contract);
  }

  /** The state a reader sees: expired once past the deadline, locked while someone holds it. */
  view(contract: StoredContract, now: number): StoredContract {
    const status = contract.status === 'TO_SIGN' && contract.deadline <= now ? 'EXPIRED' : contract.status;
    return { ...contract, status, lockedBy: this.locks.get(contract.id) ?? null };
  }

  /**
   * The download centre: the account's signed contracts, and a loan voucher and a statement for
   * each authenticated company it has financing with (a signed enterprise contract for it). A
   * company in authentication, or never financed, has no loan documents.
   */
  files(account: Account): DownloadFile[] {
    const signed = [...this.contracts.values()].filter((c) => c.owner === account.mobile && c.status === 'SIGNED');
    const contracts = signed.map<DownloadFile>((c) => ({ fileKey: c.fileKey, name: `${c.name}（${c.contractNo}）.pdf`, kind: 'contract', createdAt: c.signedAt ?? c.createdAt, size: this.pdf(c.fileKey)?.length ?? 0 }));
    const financed = account.companies.filter((company) => company.auth.sts === 'SUCCESS' && signed.some((c) => c.scope === 'enterprise' && c.entCode === company.creditCode));
    const extra = financed.flatMap((company) => {
      const firstLoan = Math.min(...signed.filter((c) => c.entCode === company.creditCode).map((c) => c.signedAt ?? c.createdAt));
      return (['voucher', 'statement'] as const).map<DownloadFile>((kind) => {
        const fileKey = `${kind}/${company.creditCode}.pdf`;
        return { fileKey, name: `${company.companyName}${KIND_NAMES[kind]}.pdf`, kind, createdAt: firstLoan + (kind === 'voucher' ? DAY : 30 * DAY), size: this.pdf(fileKey)?.length ?? 0 };
      });
    });
    return [...contracts, ...extra].sort((a, b) => b.createdAt - a.createdAt);
  }

  /** The account's file under this key (its download list's entry), or undefined when it has none. */
  fileOf(account: Account, fileKey: string): DownloadFile | undefined {
    const listed = this.files(account).find((file) => file.fileKey === fileKey);
    if (listed) return listed;
    // A contract still to sign is read before it is signed: its own file, though not in the download list.
    const contract = [...this.contracts.values()].find((c) => c.fileKey === fileKey && c.owner === account.mobile);
    return contract && { fileKey, name: `${contract.name}（${contract.contractNo}）.pdf`, kind: 'contract', createdAt: contract.createdAt, size: this.pdf(fileKey)?.length ?? 0 };
  }

  /** The PDF behind a file key, or undefined for an unknown key. */
  pdf(fileKey: string): Buffer | undefined {
    const contract = [...this.contracts.values()].find((c) => c.fileKey === fileKey);
    if (contract) return contractPdf(contract);
    const match = /^(voucher|statement)\/(.+)\.pdf$/.exec(fileKey);
    if (!match) return undefined;
    const kind = match[1] as DownloadKind;
    return buildCjkPdf(KIND_NAMES[kind], [
      { x: 72, y: 760, size: 20, text: KIND_NAMES[kind] },
      { x: 72, y: 720, size: 12, text: `统一社会信用代码：${match[2]}` },
      { x: 72, y: 700, size: 12, text: `出具方：${FACTOR_NAME}` },
    ]);
  }
}

const KIND_NAMES: Record<DownloadKind, string> = { contract: '合同', voucher: '放款凭证', statement: '对账单' };

const yuan = (amount: number): string => amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function contractPdf(contract: StoredContract): Buffer {
  const lines: CjkLine[] = [
    { x: 72, y: 770, size: 20, text: contract.name },
    { x: 72, y: 740, size: 11, text: `合同编号：${contract.contractNo}` },
    ...contract.parties.map((p, i) => ({ x: 72, y: 710 - i * 20, size: 12, text: `${p.role}：${p.name}` })),
    { x: 72, y: 650, size: 12, text: `合同金额：人民币 ${yuan(contract.amount)} 元` },
    { x: 72, y: 630, size: 12, text: `签订日期：${chinaDate(contract.createdAt)}` },
    { x: 72, y: 600, size: 11, text: '双方经友好协商，就应收账款保理业务达成如下约定，以资共同遵守。' },
  ];
  if (contract.seal) lines.push({ x: 220, y: 200, size: 13, text: `已签署：${contract.seal}`, red: true });
  return buildCjkPdf(contract.name, lines);
}
