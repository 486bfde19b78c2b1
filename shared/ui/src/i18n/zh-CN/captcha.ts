import { errorMessages } from '@portal/core';

/** The slider captcha's texts (zh-CN): the spec's where it gives them. */
export const CAPTCHA_TEXTS = {
  title: '请完成安全验证',
  hint: '向右拖动滑块填充拼图',
  passed: '验证成功',
  wrong: errorMessages.sliderWrong,
  fetchFailed: errorMessages.sliderFetchFailed,
  loading: '加载中',
  refresh: '换一张',
  sliderLabel: '拼图滑块：向右移动到缺口处，按回车键确认',
  sliderValue: (px: number) => `已向右移动 ${px} 像素`,
  puzzleAlt: '拼图背景',
  pieceAlt: '拼图块',
};
