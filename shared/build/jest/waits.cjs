// How long a component test waits, in one place (the preset, its setup and the root config read it).
// A loaded 2-core machine (a build and browsers beside the run, load 15-30) takes seconds to show a
// routed antd page whose kit parts load lazily, and a file's first test also transforms them (a
// contract list's first card: 19 s at load 27): a findBy/waitFor waits as long as a lazy chunk can
// take there, and a test as long as a few of them. A wait that holds ends at once.
module.exports = { ASYNC_UTIL_TIMEOUT: 45_000, TEST_TIMEOUT: 120_000 };
