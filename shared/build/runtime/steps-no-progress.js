// In place of antd's Progress inside antd's Steps (see webpack.mjs): Steps draws it only for a
// `percent`, which the portal never sets; a step given one says so instead of drawing half a ring.
export default function StepsProgress() {
  throw new Error("the kit's Steps has no `percent`: antd's Progress is left out of its build");
}
