// Adds each built file's SHA-384 to a remote's mf-manifest.json and makes its chunk loaders set
// them (see integrity.mjs for the chain of hashes). Public hooks only: webpack's
// LoadScriptRuntimeModule.createScript, mini-css-extract-plugin's beforeTagInsert, and the
// transfer stage of processAssets where Module Federation writes its manifest;
// integrity.test.ts builds a remote and fails if one of them stops being called.
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { MANIFEST_FILE, setIntegrity, sri } from './integrity.mjs';

export class RemoteIntegrityPlugin {
  apply(compiler) {
    const { Compilation, sources, runtime } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RemoteIntegrityPlugin', (compilation) => {
      runtime.LoadScriptRuntimeModule.getCompilationHooks(compilation).createScript.tap('RemoteIntegrityPlugin', (source) => `${source}\n${setIntegrity('script', 'url')}`);
      MiniCssExtractPlugin.getCompilationHooks(compilation).beforeTagInsert.tap('RemoteIntegrityPlugin', (source, names) => `${source}\n${setIntegrity(names.tag, names.href)}`);
      // After minifying, the real content hashes and the precompressed copies, once Module
      // Federation has written its manifest (all at the transfer stage); the manifest's own
      // copies, made before its list was added, go (it is small, and never cached).
      compilation.hooks.processAssets.tap({ name: 'RemoteIntegrityPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER + 1 }, () => {
        const manifest = compilation.getAsset(MANIFEST_FILE);
        if (!manifest) throw new Error(`RemoteIntegrityPlugin: no ${MANIFEST_FILE} at the transfer stage (Module Federation's manifest moved?)`);
        const integrity = {};
        for (const asset of compilation.getAssets()) {
          if (/\.(?:js|css)$/.test(asset.name)) integrity[asset.name] = sri(asset.source.buffer());
        }
        const json = JSON.parse(manifest.source.source().toString());
        compilation.updateAsset(MANIFEST_FILE, new sources.RawSource(JSON.stringify({ ...json, integrity }, null, 2)));
        for (const copy of [`${MANIFEST_FILE}.br`, `${MANIFEST_FILE}.gz`]) if (compilation.getAsset(copy)) compilation.deleteAsset(copy);
      });
    });
  }
}
