// Texts every user-centre page uses.
export const common = {
  retry: '重试',
};
