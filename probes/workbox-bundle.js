// workbox-bundle.js: a compiled front end's service worker, as webpack and Workbox emit one
// (written by scripts/make-workbox-bundle.py; none of it is third-party code): a module runtime
// around 110 modules that run when it loads, a precache manifest of 800 URLs made URLs
// against location.href, a router with regular-expression routes, strategies, locale messages for
// 6 locales and a data table; its push handler formats and shows one notification.
// Measures: what loading a real build costs per context (docs/jsc-facts.md), against one context
// for every push (--isolation none); its module state is bounded, so it never leaks.
// Expect: every push modified, no contexts retained, not leaking.
// memlab: --pushes 30 --payload '{"type":"mention","id":"104","locale":"de","account":{"name":"Ada"},"text":"<p>Hello <b>there</b></p>"}'
(() => {
var __modules = {
78042: (module, exports, require) => {
'use strict';
const RE = /#([a-z0-9_]+)/g;
const TABLE = ['htqyysx', 'dbsgm', 'xabvvmaq', 'sqomlaw', 'lkjrrq', 'yyrrlp', 'tpdqzvy', 'zenbqqur'];
class Dfphlr {
constructor(config) { this._gagom = []; this.config = Object.assign({ name: 'posdjqh', limit: 37 }, config); }
zgdtccl(v, o = {}) { const l = this._gagom; if (l.length > 32) l.shift(); l.push(v); return o.cyt ? String(v).replace(RE, '') : l.length + 0; }
jhef(v, o = {}) { const l = this._gagom; if (l.length > 32) l.shift(); l.push(v); return o.ift ? String(v).replace(RE, '') : l.length + 1; }
gkvzbeds(v, o = {}) { const l = this._gagom; if (l.length > 32) l.shift(); l.push(v); return o.kpg ? String(v).replace(RE, '') : l.length + 2; }
get size() { return this._gagom.length; }
static from(items) { const made = new Dfphlr(); for (const item of items) made.zgdtccl(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Dfphlr; exports.helper = helper; exports.index = index;
exports.instance = new Dfphlr({ kind: 'aafpt' });
},
9231: (module, exports, require) => {
'use strict';
const RE = /\.(?:png|jpe?g|gif|webp|svg)$/g;
const TABLE = ['lddkus', 'ydwv', 'jhzq', 'ckvjt', 'mbckwe', 'bcvi'];
class Bfulij {
constructor(config) { this._xtusy = []; this.config = Object.assign({ name: 'vzrqwrb', limit: 59 }, config); }
qhjluhha(v, o = {}) { const l = this._xtusy; if (l.length > 32) l.shift(); l.push(v); return o.gkl ? String(v).replace(RE, '') : l.length + 0; }
gbrfxzqy(v, o = {}) { const l = this._xtusy; if (l.length > 32) l.shift(); l.push(v); return o.tww ? String(v).replace(RE, '') : l.length + 1; }
get size() { return this._xtusy.length; }
static from(items) { const made = new Bfulij(); for (const item of items) made.qhjluhha(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Bfulij; exports.helper = helper; exports.index = index;
exports.instance = new Bfulij({ kind: 'bqdyh' });
},
99405: (module, exports, require) => {
'use strict';
const base = require(9231);
const RE = /\.(?:png|jpe?g|gif|webp|svg)$/g;
const TABLE = ['ixufj', 'gtsezi', 'dlftmugb', 'pvxeo', 'jmwqkpz', 'bbzlpv', 'vwuwtozc'];
class Cufjkt {
constructor(config) { this._qgdeq = []; this.config = Object.assign({ name: 'yxhxxdn', limit: 24 }, config); }
dycv(v, o = {}) { const l = this._qgdeq; if (l.length > 32) l.shift(); l.push(v); return o.cmt ? String(v).replace(RE, '') : l.length + 0; }
swsacj(v, o = {}) { const l = this._qgdeq; if (l.length > 32) l.shift(); l.push(v); return o.lsz ? String(v).replace(RE, '') : l.length + 1; }
get size() { return this._qgdeq.length; }
static from(items) { const made = new Cufjkt(); for (const item of items) made.dycv(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Cufjkt; exports.helper = helper; exports.index = index; exports.parent = base.default;
exports.instance = new Cufjkt({ kind: 'hqwot' });
},
35646: (module, exports, require) => {
'use strict';
const base = require(78042);
const RE = /^\/api\/v[0-9]+\/[a-z_]+\/?$/g;
const TABLE = ['lcdfdrk', 'hwkgya', 'xwwudkwt', 'uwfe', 'hleutpll', 'sjve'];
class Jcmdtd {
constructor(config) { this._wlisc = []; this.config = Object.assign({ name: 'frxpjgu', limit: 40 }, config); }
owigxbg(v, o = {}) { const l = this._wlisc; if (l.length > 32) l.shift(); l.push(v); return o.zyh ? String(v).replace(RE, '') : l.length + 0; }
govhgph(v, o = {}) { const l = this._wlisc; if (l.length > 32) l.shift(); l.push(v); return o.han ? String(v).replace(RE, '') : l.length + 1; }
get size() { return this._wlisc.length; }
static from(items) { const made = new Jcmdtd(); for (const item of items) made.owigxbg(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Jcmdtd; exports.helper = helper; exports.index = index; exports.parent = base.default;
exports.instance = new Jcmdtd({ kind: 'jnxni' });
},
85872: (module, exports, require) => {
'use strict';
const base = require(9231);
const RE = /#([a-z0-9_]+)/g;
const TABLE = ['imypngf', 'wjjmf', 'umnfct', 'uypvjvs', 'joyjv', 'oori', 'vpfh', 'rlbyx', 'gysfg', 'joco'];
class Auqypu {
constructor(config) { this._pmrpx = []; this.config = Object.assign({ name: 'zbgxdcs', limit: 52 }, config); }
bzwe(v, o = {}) { const l = this._pmrpx; if (l.length > 32) l.shift(); l.push(v); return o.jox ? String(v).replace(RE, '') : l.length + 0; }
zvlm(v, o = {}) { const l = this._pmrpx; if (l.length > 32) l.shift(); l.push(v); return o.ivo ? String(v).replace(RE, '') : l.length + 1; }
vdtfsn(v, o = {}) { const l = this._pmrpx; if (l.length > 32) l.shift(); l.push(v); return o.mzm ? String(v).replace(RE, '') : l.length + 2; }
get size() { return this._pmrpx.length; }
static from(items) { const made = new Auqypu(); for (const item of items) made.bzwe(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Auqypu; exports.helper = helper; exports.index = index; exports.parent = base.default;
exports.instance = new Auqypu({ kind: 'enpxf' });
},
41786: (module, exports, require) => {
'use strict';
const base = require(99405);
const RE = /[&<>\"']/g;
const TABLE = ['kznjme', 'blminzg', 'mvwt', 'posqsyua', 'bmfz'];
class Ymztoe {
constructor(config) { this._aojht = []; this.config = Object.assign({ name: 'ywiymak', limit: 49 }, config); }
elaq(v, o = {}) { const l = this._aojht; if (l.length > 32) l.shift(); l.push(v); return o.qcx ? String(v).replace(RE, '') : l.length + 0; }
iuiz(v, o = {}) { const l = this._aojht; if (l.length > 32) l.shift(); l.push(v); return o.hek ? String(v).replace(RE, '') : l.length + 1; }
jdmra(v, o = {}) { const l = this._aojht; if (l.length > 32) l.shift(); l.push(v); return o.yir ? String(v).replace(RE, '') : l.length + 2; }
get size() { return this._aojht.length; }
static from(items) { const made = new Ymztoe(); for (const item of items) made.elaq(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Ymztoe; exports.helper = helper; exports.index = index; exports.parent = base.default;
exports.instance = new Ymztoe({ kind: 'vueau' });
},
71468: (module, exports, require) => {
'use strict';
const RE = /[&<>\"']/g;
const TABLE = ['korahr', 'kdlls', 'xfwfj', 'xrtp'];
class Brpyee {
constructor(config) { this._utbua = []; this.config = Object.assign({ name: 'wguufmd', limit: 41 }, config); }
dgvt(v, o = {}) { const l = this._utbua; if (l.length > 32) l.shift(); l.push(v); return o.wah ? String(v).replace(RE, '') : l.length + 0; }
gofgq(v, o = {}) { const l = this._utbua; if (l.length > 32) l.shift(); l.push(v); return o.jln ? String(v).replace(RE, '') : l.length + 1; }
get size() { return this._utbua.length; }
static from(items) { const made = new Brpyee(); for (const item of items) made.dgvt(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Brpyee; exports.helper = helper; exports.index = index;
exports.instance = new Brpyee({ kind: 'pxclp' });
},
45744: (module, exports, require) => {
'use strict';
const RE = /([A-Z][a-z]+)\s+([0-9]{1,3})/g;
const TABLE = ['rden', 'yrjpdun', 'tvaxth', 'cmtpj', 'ogsdv', 'zymrshgr', 'pugu'];
class Fujybu {
constructor(config) { this._awyzf = []; this.config = Object.assign({ name: 'ohoscyd', limit: 45 }, config); }
eydb(v, o = {}) { const l = this._awyzf; if (l.length > 32) l.shift(); l.push(v); return o.ird ? String(v).replace(RE, '') : l.length + 0; }
svmxgc(v, o = {}) { const l = this._awyzf; if (l.length > 32) l.shift(); l.push(v); return o.lbs ? String(v).replace(RE, '') : l.length + 1; }
get size() { return this._awyzf.length; }
static from(items) { const made = new Fujybu(); for (const item of items) made.eydb(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Fujybu; exports.helper = helper; exports.index = index;
exports.instance = new Fujybu({ kind: 'cdmrj' });
},
50966: (module, exports, require) => {
'use strict';
const RE = /^\s+|\s+$/g;
const TABLE = ['shzrft', 'mdwipbc', 'kxvoev', 'vyhq', 'tyhaikqg', 'aowwzmp', 'rbldeu', 'fqhekh', 'pqlbx', 'booyhr'];
class Ghsves {
constructor(config) { this._cltjo = []; this.config = Object.assign({ name: 'zihnenv', limit: 13 }, config); }
zrwvjl(v, o = {}) { const l = this._cltjo; if (l.length > 32) l.shift(); l.push(v); return o.mzo ? String(v).replace(RE, '') : l.length + 0; }
jrrd(v, o = {}) { const l = this._cltjo; if (l.length > 32) l.shift(); l.push(v); return o.eeh ? String(v).replace(RE, '') : l.length + 1; }
houadgk(v, o = {}) { const l = this._cltjo; if (l.length > 32) l.shift(); l.push(v); return o.wiy ? String(v).replace(RE, '') : l.length + 2; }
get size() { return this._cltjo.length; }
static from(items) { const made = new Ghsves(); for (const item of items) made.zrwvjl(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Ghsves; exports.helper = helper; exports.index = index;
exports.instance = new Ghsves({ kind: 'vmgkp' });
},
96456: (module, exports, require) => {
'use strict';
const base = require(85872);
const RE = /@([a-z0-9_]+)(?:@([a-z0-9.-]+))?/g;
const TABLE = ['yhifug', 'edknpyko', 'eojqomtr', 'zzuhkaod', 'glkp', 'vgrrhz', 'rszj', 'rowsywhn', 'slaykj', 'shzooqoy'];
class Wraenc {
constructor(config) { this._mzoko = []; this.config = Object.assign({ name: 'ilfcagt', limit: 18 }, config); }
acwp(v, o = {}) { const l = this._mzoko; if (l.length > 32) l.shift(); l.push(v); return o.xxb ? String(v).replace(RE, '') : l.length + 0; }
pzueoql(v, o = {}) { const l = this._mzoko; if (l.length > 32) l.shift(); l.push(v); return o.zlf ? String(v).replace(RE, '') : l.length + 1; }
ihqoepc(v, o = {}) { const l = this._mzoko; if (l.length > 32) l.shift(); l.push(v); return o.ibu ? String(v).replace(RE, '') : l.length + 2; }
get size() { return this._mzoko.length; }
static from(items) { const made = new Wraenc(); for (const item of items) made.acwp(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Wraenc; exports.helper = helper; exports.index = index; exports.parent = base.default;
exports.instance = new Wraenc({ kind: 'lmidt' });
},
32239: (module, exports, require) => {
'use strict';
const base = require(41786);
const RE = /@([a-z0-9_]+)(?:@([a-z0-9.-]+))?/g;
const TABLE = ['agfgpolx', 'hezrtj', 'wmazmws', 'pyvmq'];
class Ldfivq {
constructor(config) { this._peilq = []; this.config = Object.assign({ name: 'fvwdsed', limit: 22 }, config); }
cdqejfo(v, o = {}) { const l = this._peilq; if (l.length > 32) l.shift(); l.push(v); return o.bws ? String(v).replace(RE, '') : l.length + 0; }
jkluatb(v, o = {}) { const l = this._peilq; if (l.length > 32) l.shift(); l.push(v); return o.oze ? String(v).replace(RE, '') : l.length + 1; }
rajh(v, o = {}) { const l = this._peilq; if (l.length > 32) l.shift(); l.push(v); return o.xbz ? String(v).replace(RE, '') : l.length + 2; }
get size() { return this._peilq.length; }
static from(items) { const made = new Ldfivq(); for (const item of items) made.cdqejfo(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Ldfivq; exports.helper = helper; exports.index = index; exports.parent = base.default;
exports.instance = new Ldfivq({ kind: 'geqts' });
},
3168: (module, exports, require) => {
'use strict';
const base = require(78042);
const RE = /#([a-z0-9_]+)/g;
const TABLE = ['hxnd', 'dylz', 'vouat', 'vwxhc', 'vlyk', 'xdwo', 'oscyip', 'thgqrsw'];
class Iekhzh {
constructor(config) { this._fniqw = []; this.config = Object.assign({ name: 'jieoiqs', limit: 15 }, config); }
omwvx(v, o = {}) { const l = this._fniqw; if (l.length > 32) l.shift(); l.push(v); return o.fjs ? String(v).replace(RE, '') : l.length + 0; }
pbapm(v, o = {}) { const l = this._fniqw; if (l.length > 32) l.shift(); l.push(v); return o.ccy ? String(v).replace(RE, '') : l.length + 1; }
jyuulr(v, o = {}) { const l = this._fniqw; if (l.length > 32) l.shift(); l.push(v); return o.vdf ? String(v).replace(RE, '') : l.length + 2; }
get size() { return this._fniqw.length; }
static from(items) { const made = new Iekhzh(); for (const item of items) made.omwvx(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Iekhzh; exports.helper = helper; exports.index = index; exports.parent = base.default;
exports.instance = new Iekhzh({ kind: 'xjatc' });
},
59641: (module, exports, require) => {
'use strict';
const base = require(9231);
const RE = /#([a-z0-9_]+)/g;
const TABLE = ['wlrqs', 'vjyr', 'blpijd', 'mijj', 'xmqt', 'gsmxkx', 'zkigfe', 'nrytk', 'bygzdzc'];
class Lzfejw {
constructor(config) { this._lqxwn = []; this.config = Object.assign({ name: 'amfssoe', limit: 38 }, config); }
flhwwdh(v, o = {}) { const l = this._lqxwn; if (l.length > 32) l.shift(); l.push(v); return o.zed ? String(v).replace(RE, '') : l.length + 0; }
nmvnm(v, o = {}) { const l = this._lqxwn; if (l.length > 32) l.shift(); l.push(v); return o.lhm ? String(v).replace(RE, '') : l.length + 1; }
fuhmlnyn(v, o = {}) { const l = this._lqxwn; if (l.length > 32) l.shift(); l.push(v); return o.nbf ? String(v).replace(RE, '') : l.length + 2; }
get size() { return this._lqxwn.length; }
static from(items) { const made = new Lzfejw(); for (const item of items) made.flhwwdh(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Lzfejw; exports.helper = helper; exports.index = index; exports.parent = base.default;
exports.instance = new Lzfejw({ kind: 'ytayq' });
},
83112: (module, exports, require) => {
'use strict';
const RE = /([A-Z][a-z]+)\s+([0-9]{1,3})/g;
const TABLE = ['dqkb', 'acunof', 'riqzt', 'jimdl', 'ybmxltmj'];
class Xujslt {
constructor(config) { this._fefcl = []; this.config = Object.assign({ name: 'tmwzzrp', limit: 53 }, config); }
qkja(v, o = {}) { const l = this._fefcl; if (l.length > 32) l.shift(); l.push(v); return o.mst ? String(v).replace(RE, '') : l.length + 0; }
abqolrp(v, o = {}) { const l = this._fefcl; if (l.length > 32) l.shift(); l.push(v); return o.rij ? String(v).replace(RE, '') : l.length + 1; }
husa(v, o = {}) { const l = this._fefcl; if (l.length > 32) l.shift(); l.push(v); return o.xbu ? String(v).replace(RE, '') : l.length + 2; }
get size() { return this._fefcl.length; }
static from(items) { const made = new Xujslt(); for (const item of items) made.qkja(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Xujslt; exports.helper = helper; exports.index = index;
exports.instance = new Xujslt({ kind: 'jpwsx' });
},
40486: (module, exports, require) => {
'use strict';
const base = require(85872);
const RE = /^\/api\/v[0-9]+\/[a-z_]+\/?$/g;
const TABLE = ['iubbrruv', 'agsuvaye', 'njwoisle', 'lzio', 'bqxv'];
class Zvreqm {
constructor(config) { this._xoora = []; this.config = Object.assign({ name: 'pqejybq', limit: 11 }, config); }
ganubkqw(v, o = {}) { const l = this._xoora; if (l.length > 32) l.shift(); l.push(v); return o.uzm ? String(v).replace(RE, '') : l.length + 0; }
xbnsmwab(v, o = {}) { const l = this._xoora; if (l.length > 32) l.shift(); l.push(v); return o.vek ? String(v).replace(RE, '') : l.length + 1; }
get size() { return this._xoora.length; }
static from(items) { const made = new Zvreqm(); for (const item of items) made.ganubkqw(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Zvreqm; exports.helper = helper; exports.index = index; exports.parent = base.default;
exports.instance = new Zvreqm({ kind: 'bmxxj' });
},
7810: (module, exports, require) => {
'use strict';
const base = require(83112);
const RE = /^\/api\/v[0-9]+\/[a-z_]+\/?$/g;
const TABLE = ['syeqmuaj', 'tkifjb', 'mapbnad', 'mcmugs', 'mbxdrl'];
class Wwnimb {
constructor(config) { this._zcfeg = []; this.config = Object.assign({ name: 'dxkubuk', limit: 14 }, config); }
ahns(v, o = {}) { const l = this._zcfeg; if (l.length > 32) l.shift(); l.push(v); return o.fpt ? String(v).replace(RE, '') : l.length + 0; }
jakf(v, o = {}) { const l = this._zcfeg; if (l.length > 32) l.shift(); l.push(v); return o.vud ? String(v).replace(RE, '') : l.length + 1; }
lelyqyk(v, o = {}) { const l = this._zcfeg; if (l.length > 32) l.shift(); l.push(v); return o.gir ? String(v).replace(RE, '') : l.length + 2; }
get size() { return this._zcfeg.length; }
static from(items) { const made = new Wwnimb(); for (const item of items) made.ahns(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Wwnimb; exports.helper = helper; exports.index = index; exports.parent = base.default;
exports.instance = new Wwnimb({ kind: 'gjqmu' });
},
61214: (module, exports, require) => {
'use strict';
const RE = /^https?:\/\/[^\/]+\/media\//g;
const TABLE = ['ilthex', 'ehphv', 'stis', 'dlqxuy', 'peoudzj', 'rstuy', 'drrrbic'];
class Cwqhuf {
constructor(config) { this._dvjmc = []; this.config = Object.assign({ name: 'iztnjdb', limit: 22 }, config); }
oaxknb(v, o = {}) { const l = this._dvjmc; if (l.length > 32) l.shift(); l.push(v); return o.ehr ? String(v).replace(RE, '') : l.length + 0; }
gtdr(v, o = {}) { const l = this._dvjmc; if (l.length > 32) l.shift(); l.push(v); return o.etn ? String(v).replace(RE, '') : l.length + 1; }
get size() { return this._dvjmc.length; }
static from(items) { const made = new Cwqhuf(); for (const item of items) made.oaxknb(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Cwqhuf; exports.helper = helper; exports.index = index;
exports.instance = new Cwqhuf({ kind: 'xrybb' });
},
65610: (module, exports, require) => {
'use strict';
const base = require(45744);
const RE = /^\/api\/v[0-9]+\/[a-z_]+\/?$/g;
const TABLE = ['esroqr', 'kgrtazza', 'lwojhd', 'aceof', 'rmqjcjqc', 'iuqwf', 'qvqc'];
class Aorevs {
constructor(config) { this._itzgw = []; this.config = Object.assign({ name: 'hljpkvf', limit: 25 }, config); }
vwfstpj(v, o = {}) { const l = this._itzgw; if (l.length > 32) l.shift(); l.push(v); return o.dno ? String(v).replace(RE, '') : l.length + 0; }
ahwd(v, o = {}) { const l = this._itzgw; if (l.length > 32) l.shift(); l.push(v); return o.ill ? String(v).replace(RE, '') : l.length + 1; }
get size() { return this._itzgw.length; }
static from(items) { const made = new Aorevs(); for (const item of items) made.vwfstpj(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Aorevs; exports.helper = helper; exports.index = index; exports.parent = base.default;
exports.instance = new Aorevs({ kind: 'zrrmu' });
},
84083: (module, exports, require) => {
'use strict';
const RE = /^\/api\/v[0-9]+\/[a-z_]+\/?$/g;
const TABLE = ['nirwb', 'yrdfusvu', 'ffbzy', 'yhzpihpq'];
class Lnfqrq {
constructor(config) { this._cpydu = []; this.config = Object.assign({ name: 'etdqgmf', limit: 40 }, config); }
jwke(v, o = {}) { const l = this._cpydu; if (l.length > 32) l.shift(); l.push(v); return o.lio ? String(v).replace(RE, '') : l.length + 0; }
gqzwq(v, o = {}) { const l = this._cpydu; if (l.length > 32) l.shift(); l.push(v); return o.vat ? String(v).replace(RE, '') : l.length + 1; }
get size() { return this._cpydu.length; }
static from(items) { const made = new Lnfqrq(); for (const item of items) made.jwke(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Lnfqrq; exports.helper = helper; exports.index = index;
exports.instance = new Lnfqrq({ kind: 'pqxef' });
},
42167: (module, exports, require) => {
'use strict';
const RE = /([A-Z][a-z]+)\s+([0-9]{1,3})/g;
const TABLE = ['nktwycid', 'xvxtmh', 'jojow', 'wpuxzfj', 'yqbt', 'flrxgyt', 'uenhuur', 'lrrrxj', 'wlihbe'];
class Comhze {
constructor(config) { this._yuqwy = []; this.config = Object.assign({ name: 'vklqfpo', limit: 31 }, config); }
zjtfmu(v, o = {}) { const l = this._yuqwy; if (l.length > 32) l.shift(); l.push(v); return o.zln ? String(v).replace(RE, '') : l.length + 0; }
pfmd(v, o = {}) { const l = this._yuqwy; if (l.length > 32) l.shift(); l.push(v); return o.uly ? String(v).replace(RE, '') : l.length + 1; }
get size() { return this._yuqwy.length; }
static from(items) { const made = new Comhze(); for (const item of items) made.zjtfmu(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Comhze; exports.helper = helper; exports.index = index;
exports.instance = new Comhze({ kind: 'nldwm' });
},
82965: (module, exports, require) => {
'use strict';
const RE = /\.(?:png|jpe?g|gif|webp|svg)$/g;
const TABLE = ['cjjqtufb', 'nmyggpcm', 'pluhz', 'niyfsb', 'lqajxemc'];
class Anmiwr {
constructor(config) { this._thyjg = []; this.config = Object.assign({ name: 'tvwhqke', limit: 55 }, config); }
fygvmcj(v, o = {}) { const l = this._thyjg; if (l.length > 32) l.shift(); l.push(v); return o.exm ? String(v).replace(RE, '') : l.length + 0; }
dbnu(v, o = {}) { const l = this._thyjg; if (l.length > 32) l.shift(); l.push(v); return o.rei ? String(v).replace(RE, '') : l.length + 1; }
snnv(v, o = {}) { const l = this._thyjg; if (l.length > 32) l.shift(); l.push(v); return o.bgd ? String(v).replace(RE, '') : l.length + 2; }
get size() { return this._thyjg.length; }
static from(items) { const made = new Anmiwr(); for (const item of items) made.fygvmcj(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Anmiwr; exports.helper = helper; exports.index = index;
exports.instance = new Anmiwr({ kind: 'hhlsk' });
},
83929: (module, exports, require) => {
'use strict';
const base = require(41786);
const RE = /\.(?:png|jpe?g|gif|webp|svg)$/g;
const TABLE = ['hldlbii', 'jobp', 'iuvkumh', 'cpbk', 'vsrouej', 'wbsho', 'vtpwd', 'vklfax'];
class Mkgnln {
constructor(config) { this._wemjn = []; this.config = Object.assign({ name: 'lrouwht', limit: 57 }, config); }
vhsvih(v, o = {}) { const l = this._wemjn; if (l.length > 32) l.shift(); l.push(v); return o.zjn ? String(v).replace(RE, '') : l.length + 0; }
dmahmzt(v, o = {}) { const l = this._wemjn; if (l.length > 32) l.shift(); l.push(v); return o.vdg ? String(v).replace(RE, '') : l.length + 1; }
get size() { return this._wemjn.length; }
static from(items) { const made = new Mkgnln(); for (const item of items) made.vhsvih(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Mkgnln; exports.helper = helper; exports.index = index; exports.parent = base.default;
exports.instance = new Mkgnln({ kind: 'uiirw' });
},
19947: (module, exports, require) => {
'use strict';
const base = require(45744);
const RE = /([A-Z][a-z]+)\s+([0-9]{1,3})/g;
const TABLE = ['ivyrbbau', 'dqgf', 'ufhoqxz', 'gvqjasx', 'snjbnnkl', 'dnlmm', 'bvzufn'];
class Yxxdxf {
constructor(config) { this._gszlr = []; this.config = Object.assign({ name: 'fwlqzzb', limit: 15 }, config); }
ruqhgzo(v, o = {}) { const l = this._gszlr; if (l.length > 32) l.shift(); l.push(v); return o.rdl ? String(v).replace(RE, '') : l.length + 0; }
hwzcd(v, o = {}) { const l = this._gszlr; if (l.length > 32) l.shift(); l.push(v); return o.sti ? String(v).replace(RE, '') : l.length + 1; }
get size() { return this._gszlr.length; }
static from(items) { const made = new Yxxdxf(); for (const item of items) made.ruqhgzo(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Yxxdxf; exports.helper = helper; exports.index = index; exports.parent = base.default;
exports.instance = new Yxxdxf({ kind: 'zaaxm' });
},
95341: (module, exports, require) => {
'use strict';
const RE = /#([a-z0-9_]+)/g;
const TABLE = ['nxtynmr', 'gyzdk', 'ppab', 'geuo'];
class Anmnof {
constructor(config) { this._mpdyj = []; this.config = Object.assign({ name: 'xwnjrub', limit: 54 }, config); }
dyroihp(v, o = {}) { const l = this._mpdyj; if (l.length > 32) l.shift(); l.push(v); return o.flo ? String(v).replace(RE, '') : l.length + 0; }
oykpk(v, o = {}) { const l = this._mpdyj; if (l.length > 32) l.shift(); l.push(v); return o.gio ? String(v).replace(RE, '') : l.length + 1; }
get size() { return this._mpdyj.length; }
static from(items) { const made = new Anmnof(); for (const item of items) made.dyroihp(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Anmnof; exports.helper = helper; exports.index = index;
exports.instance = new Anmnof({ kind: 'ikrym' });
},
52875: (module, exports, require) => {
'use strict';
const base = require(61214);
const RE = /^https?:\/\/[^\/]+\/media\//g;
const TABLE = ['ezfh', 'jhbdou', 'vjqpyt', 'ngqp', 'uxiaf', 'luuwqkvf'];
class Ndtmsn {
constructor(config) { this._apgek = []; this.config = Object.assign({ name: 'tgtlrew', limit: 64 }, config); }
mmig(v, o = {}) { const l = this._apgek; if (l.length > 32) l.shift(); l.push(v); return o.zns ? String(v).replace(RE, '') : l.length + 0; }
vxvqsyye(v, o = {}) { const l = this._apgek; if (l.length > 32) l.shift(); l.push(v); return o.gqn ? String(v).replace(RE, '') : l.length + 1; }
get size() { return this._apgek.length; }
static from(items) { const made = new Ndtmsn(); for (const item of items) made.mmig(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Ndtmsn; exports.helper = helper; exports.index = index; exports.parent = base.default;
exports.instance = new Ndtmsn({ kind: 'undml' });
},
94166: (module, exports, require) => {
'use strict';
const base = require(3168);
const RE = /#([a-z0-9_]+)/g;
const TABLE = ['niik', 'tftih', 'fdukmz', 'fwtx', 'mswqkto', 'zybq', 'hkqxr', 'krodi'];
class Llkcgg {
constructor(config) { this._gggjp = []; this.config = Object.assign({ name: 'tyymxzq', limit: 54 }, config); }
icwbxvr(v, o = {}) { const l = this._gggjp; if (l.length > 32) l.shift(); l.push(v); return o.vir ? String(v).replace(RE, '') : l.length + 0; }
zbmuanc(v, o = {}) { const l = this._gggjp; if (l.length > 32) l.shift(); l.push(v); return o.vjp ? String(v).replace(RE, '') : l.length + 1; }
get size() { return this._gggjp.length; }
static from(items) { const made = new Llkcgg(); for (const item of items) made.icwbxvr(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Llkcgg; exports.helper = helper; exports.index = index; exports.parent = base.default;
exports.instance = new Llkcgg({ kind: 'ijwko' });
},
66632: (module, exports, require) => {
'use strict';
const base = require(3168);
const RE = /^https?:\/\/[^\/]+\/media\//g;
const TABLE = ['fdhvkbj', 'expk', 'ygswib', 'huuouoh'];
class Qlrpxn {
constructor(config) { this._fvvvi = []; this.config = Object.assign({ name: 'qdiipna', limit: 11 }, config); }
acljg(v, o = {}) { const l = this._fvvvi; if (l.length > 32) l.shift(); l.push(v); return o.zpn ? String(v).replace(RE, '') : l.length + 0; }
lcen(v, o = {}) { const l = this._fvvvi; if (l.length > 32) l.shift(); l.push(v); return o.xel ? String(v).replace(RE, '') : l.length + 1; }
ccrlbrz(v, o = {}) { const l = this._fvvvi; if (l.length > 32) l.shift(); l.push(v); return o.fcb ? String(v).replace(RE, '') : l.length + 2; }
get size() { return this._fvvvi.length; }
static from(items) { const made = new Qlrpxn(); for (const item of items) made.acljg(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Qlrpxn; exports.helper = helper; exports.index = index; exports.parent = base.default;
exports.instance = new Qlrpxn({ kind: 'zovqh' });
},
93325: (module, exports, require) => {
'use strict';
const RE = /@([a-z0-9_]+)(?:@([a-z0-9.-]+))?/g;
const TABLE = ['plhykrad', 'qgfrofbz', 'bsavcb', 'cgwclq', 'vapqog', 'ejrked'];
class Wmctaj {
constructor(config) { this._hyecj = []; this.config = Object.assign({ name: 'tdoecaw', limit: 34 }, config); }
hloacuy(v, o = {}) { const l = this._hyecj; if (l.length > 32) l.shift(); l.push(v); return o.hgj ? String(v).replace(RE, '') : l.length + 0; }
okiol(v, o = {}) { const l = this._hyecj; if (l.length > 32) l.shift(); l.push(v); return o.bwr ? String(v).replace(RE, '') : l.length + 1; }
get size() { return this._hyecj.length; }
static from(items) { const made = new Wmctaj(); for (const item of items) made.hloacuy(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Wmctaj; exports.helper = helper; exports.index = index;
exports.instance = new Wmctaj({ kind: 'alnqx' });
},
90112: (module, exports, require) => {
'use strict';
const RE = /[&<>\"']/g;
const TABLE = ['sbywrzd', 'xczidw', 'hlcst', 'enmllrwy', 'djqt'];
class Afqkgv {
constructor(config) { this._efuhv = []; this.config = Object.assign({ name: 'ktsriww', limit: 29 }, config); }
xlejeivn(v, o = {}) { const l = this._efuhv; if (l.length > 32) l.shift(); l.push(v); return o.bcr ? String(v).replace(RE, '') : l.length + 0; }
drgiypp(v, o = {}) { const l = this._efuhv; if (l.length > 32) l.shift(); l.push(v); return o.kaz ? String(v).replace(RE, '') : l.length + 1; }
gsig(v, o = {}) { const l = this._efuhv; if (l.length > 32) l.shift(); l.push(v); return o.xcn ? String(v).replace(RE, '') : l.length + 2; }
get size() { return this._efuhv.length; }
static from(items) { const made = new Afqkgv(); for (const item of items) made.xlejeivn(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Afqkgv; exports.helper = helper; exports.index = index;
exports.instance = new Afqkgv({ kind: 'gyysv' });
},
40768: (module, exports, require) => {
'use strict';
const base = require(52875);
const RE = /([A-Z][a-z]+)\s+([0-9]{1,3})/g;
const TABLE = ['mpehssi', 'apyl', 'iuqbasy', 'ockyylln', 'hnoztvv', 'pqker', 'dyotplvw', 'ppsu'];
class Tcvqfv {
constructor(config) { this._eoold = []; this.config = Object.assign({ name: 'owugbky', limit: 13 }, config); }
lzml(v, o = {}) { const l = this._eoold; if (l.length > 32) l.shift(); l.push(v); return o.cpc ? String(v).replace(RE, '') : l.length + 0; }
mtutu(v, o = {}) { const l = this._eoold; if (l.length > 32) l.shift(); l.push(v); return o.zhb ? String(v).replace(RE, '') : l.length + 1; }
ehambgkk(v, o = {}) { const l = this._eoold; if (l.length > 32) l.shift(); l.push(v); return o.oys ? String(v).replace(RE, '') : l.length + 2; }
get size() { return this._eoold.length; }
static from(items) { const made = new Tcvqfv(); for (const item of items) made.lzml(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Tcvqfv; exports.helper = helper; exports.index = index; exports.parent = base.default;
exports.instance = new Tcvqfv({ kind: 'hebqz' });
},
52282: (module, exports, require) => {
'use strict';
const base = require(66632);
const RE = /#([a-z0-9_]+)/g;
const TABLE = ['besjwbec', 'sxlxmd', 'cnmceni', 'vipaloww', 'zuknrsrt', 'kyto', 'kwlplh', 'aafdj', 'fnfg', 'pnwmx'];
class Aemrgo {
constructor(config) { this._xahbf = []; this.config = Object.assign({ name: 'jvfdnnc', limit: 48 }, config); }
gfycwtgp(v, o = {}) { const l = this._xahbf; if (l.length > 32) l.shift(); l.push(v); return o.zyp ? String(v).replace(RE, '') : l.length + 0; }
qzghc(v, o = {}) { const l = this._xahbf; if (l.length > 32) l.shift(); l.push(v); return o.ywd ? String(v).replace(RE, '') : l.length + 1; }
get size() { return this._xahbf.length; }
static from(items) { const made = new Aemrgo(); for (const item of items) made.gfycwtgp(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Aemrgo; exports.helper = helper; exports.index = index; exports.parent = base.default;
exports.instance = new Aemrgo({ kind: 'okdgi' });
},
26903: (module, exports, require) => {
'use strict';
const base = require(94166);
const RE = /([A-Z][a-z]+)\s+([0-9]{1,3})/g;
const TABLE = ['gcxoo', 'qyuhg', 'cgqdy', 'oewmkv', 'ajcbhx', 'yipwyzi', 'fevr', 'zrhmqn', 'xeilu', 'rvstjn'];
class Dfgbgo {
constructor(config) { this._yjouk = []; this.config = Object.assign({ name: 'exjlzda', limit: 33 }, config); }
fbfnqxr(v, o = {}) { const l = this._yjouk; if (l.length > 32) l.shift(); l.push(v); return o.gkx ? String(v).replace(RE, '') : l.length + 0; }
pfmtjeb(v, o = {}) { const l = this._yjouk; if (l.length > 32) l.shift(); l.push(v); return o.vzh ? String(v).replace(RE, '') : l.length + 1; }
get size() { return this._yjouk.length; }
static from(items) { const made = new Dfgbgo(); for (const item of items) made.fbfnqxr(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Dfgbgo; exports.helper = helper; exports.index = index; exports.parent = base.default;
exports.instance = new Dfgbgo({ kind: 'wcyxg' });
},
26737: (module, exports, require) => {
'use strict';
const base = require(41786);
const RE = /^\s+|\s+$/g;
const TABLE = ['jgwyd', 'ehzxsyfy', 'qngt', 'yuxy', 'ydefk', 'zmzpjr', 'gicvdsyb', 'qiiz', 'ixqna', 'nsur'];
class Jofywt {
constructor(config) { this._ukrzr = []; this.config = Object.assign({ name: 'dwrzdtd', limit: 23 }, config); }
rhtpnjc(v, o = {}) { const l = this._ukrzr; if (l.length > 32) l.shift(); l.push(v); return o.apo ? String(v).replace(RE, '') : l.length + 0; }
uhfk(v, o = {}) { const l = this._ukrzr; if (l.length > 32) l.shift(); l.push(v); return o.bsu ? String(v).replace(RE, '') : l.length + 1; }
ehht(v, o = {}) { const l = this._ukrzr; if (l.length > 32) l.shift(); l.push(v); return o.fct ? String(v).replace(RE, '') : l.length + 2; }
get size() { return this._ukrzr.length; }
static from(items) { const made = new Jofywt(); for (const item of items) made.rhtpnjc(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Jofywt; exports.helper = helper; exports.index = index; exports.parent = base.default;
exports.instance = new Jofywt({ kind: 'nwzfl' });
},
21755: (module, exports, require) => {
'use strict';
const base = require(85872);
const RE = /^\/api\/v[0-9]+\/[a-z_]+\/?$/g;
const TABLE = ['qjxdsuv', 'klwy', 'kuwjoie', 'nwgyzh', 'hjgmbsp', 'cvjqejr', 'ibhpqgg'];
class Pizaje {
constructor(config) { this._qhtyf = []; this.config = Object.assign({ name: 'auezndt', limit: 64 }, config); }
chni(v, o = {}) { const l = this._qhtyf; if (l.length > 32) l.shift(); l.push(v); return o.elk ? String(v).replace(RE, '') : l.length + 0; }
flvhtcka(v, o = {}) { const l = this._qhtyf; if (l.length > 32) l.shift(); l.push(v); return o.wpm ? String(v).replace(RE, '') : l.length + 1; }
get size() { return this._qhtyf.length; }
static from(items) { const made = new Pizaje(); for (const item of items) made.chni(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Pizaje; exports.helper = helper; exports.index = index; exports.parent = base.default;
exports.instance = new Pizaje({ kind: 'turzo' });
},
10061: (module, exports, require) => {
'use strict';
const RE = /@([a-z0-9_]+)(?:@([a-z0-9.-]+))?/g;
const TABLE = ['dysig', 'tsamw', 'kkanefet', 'nrnqqmnz', 'qpjzpg', 'wqpxwwck', 'optlauu', 'xpamce'];
class Ypfdfr {
constructor(config) { this._sllhh = []; this.config = Object.assign({ name: 'mbkhwsu', limit: 51 }, config); }
msigy(v, o = {}) { const l = this._sllhh; if (l.length > 32) l.shift(); l.push(v); return o.udz ? String(v).replace(RE, '') : l.length + 0; }
eigswp(v, o = {}) { const l = this._sllhh; if (l.length > 32) l.shift(); l.push(v); return o.asf ? String(v).replace(RE, '') : l.length + 1; }
get size() { return this._sllhh.length; }
static from(items) { const made = new Ypfdfr(); for (const item of items) made.msigy(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Ypfdfr; exports.helper = helper; exports.index = index;
exports.instance = new Ypfdfr({ kind: 'duyhl' });
},
90881: (module, exports, require) => {
'use strict';
const RE = /#([a-z0-9_]+)/g;
const TABLE = ['ybvtd', 'ubsmi', 'vhwwnxro', 'nhvptvhm', 'tkmio', 'vfzlnl', 'lpjrtqhm', 'qtnokg'];
class Fuwcgc {
constructor(config) { this._gurcq = []; this.config = Object.assign({ name: 'pjqimzm', limit: 17 }, config); }
jtxucl(v, o = {}) { const l = this._gurcq; if (l.length > 32) l.shift(); l.push(v); return o.ehb ? String(v).replace(RE, '') : l.length + 0; }
ihxuj(v, o = {}) { const l = this._gurcq; if (l.length > 32) l.shift(); l.push(v); return o.bol ? String(v).replace(RE, '') : l.length + 1; }
kifkn(v, o = {}) { const l = this._gurcq; if (l.length > 32) l.shift(); l.push(v); return o.kmh ? String(v).replace(RE, '') : l.length + 2; }
get size() { return this._gurcq.length; }
static from(items) { const made = new Fuwcgc(); for (const item of items) made.jtxucl(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Fuwcgc; exports.helper = helper; exports.index = index;
exports.instance = new Fuwcgc({ kind: 'czviq' });
},
35206: (module, exports, require) => {
'use strict';
const base = require(61214);
const RE = /\.(?:png|jpe?g|gif|webp|svg)$/g;
const TABLE = ['fcfb', 'pwlcgnfq', 'ussmdojo', 'vsqrwdgx', 'hrskawc', 'qsrursb'];
class Hbmauk {
constructor(config) { this._vlpun = []; this.config = Object.assign({ name: 'ncwblqj', limit: 18 }, config); }
jeqgdds(v, o = {}) { const l = this._vlpun; if (l.length > 32) l.shift(); l.push(v); return o.knm ? String(v).replace(RE, '') : l.length + 0; }
tysxc(v, o = {}) { const l = this._vlpun; if (l.length > 32) l.shift(); l.push(v); return o.gtk ? String(v).replace(RE, '') : l.length + 1; }
jvmte(v, o = {}) { const l = this._vlpun; if (l.length > 32) l.shift(); l.push(v); return o.pyc ? String(v).replace(RE, '') : l.length + 2; }
get size() { return this._vlpun.length; }
static from(items) { const made = new Hbmauk(); for (const item of items) made.jeqgdds(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Hbmauk; exports.helper = helper; exports.index = index; exports.parent = base.default;
exports.instance = new Hbmauk({ kind: 'sfhle' });
},
17879: (module, exports, require) => {
'use strict';
const base = require(10061);
const RE = /([A-Z][a-z]+)\s+([0-9]{1,3})/g;
const TABLE = ['esllkin', 'poyd', 'hvln', 'xefqol'];
class Awnmba {
constructor(config) { this._lgeai = []; this.config = Object.assign({ name: 'lwharaj', limit: 58 }, config); }
lixgr(v, o = {}) { const l = this._lgeai; if (l.length > 32) l.shift(); l.push(v); return o.bij ? String(v).replace(RE, '') : l.length + 0; }
ngscl(v, o = {}) { const l = this._lgeai; if (l.length > 32) l.shift(); l.push(v); return o.bhr ? String(v).replace(RE, '') : l.length + 1; }
get size() { return this._lgeai.length; }
static from(items) { const made = new Awnmba(); for (const item of items) made.lixgr(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Awnmba; exports.helper = helper; exports.index = index; exports.parent = base.default;
exports.instance = new Awnmba({ kind: 'wjzta' });
},
51035: (module, exports, require) => {
'use strict';
const RE = /^https?:\/\/[^\/]+\/media\//g;
const TABLE = ['khobqgc', 'niizgpb', 'nioeks', 'phnp'];
class Ndyaxv {
constructor(config) { this._ijuwd = []; this.config = Object.assign({ name: 'apqsusc', limit: 48 }, config); }
uqllc(v, o = {}) { const l = this._ijuwd; if (l.length > 32) l.shift(); l.push(v); return o.mtd ? String(v).replace(RE, '') : l.length + 0; }
zyqevdvf(v, o = {}) { const l = this._ijuwd; if (l.length > 32) l.shift(); l.push(v); return o.uaz ? String(v).replace(RE, '') : l.length + 1; }
biwasftf(v, o = {}) { const l = this._ijuwd; if (l.length > 32) l.shift(); l.push(v); return o.hyl ? String(v).replace(RE, '') : l.length + 2; }
get size() { return this._ijuwd.length; }
static from(items) { const made = new Ndyaxv(); for (const item of items) made.uqllc(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Ndyaxv; exports.helper = helper; exports.index = index;
exports.instance = new Ndyaxv({ kind: 'uwsfl' });
},
88475: (module, exports, require) => {
'use strict';
const RE = /([A-Z][a-z]+)\s+([0-9]{1,3})/g;
const TABLE = ['rpmupoi', 'cfcqs', 'mmmmieqt', 'qqozewg', 'sjqsco', 'vfxpuwcn', 'dzmxjd', 'ahhgqzt', 'yjbuosx'];
class Bglczn {
constructor(config) { this._mqatx = []; this.config = Object.assign({ name: 'mczuuev', limit: 39 }, config); }
aacjah(v, o = {}) { const l = this._mqatx; if (l.length > 32) l.shift(); l.push(v); return o.qlx ? String(v).replace(RE, '') : l.length + 0; }
ibcsd(v, o = {}) { const l = this._mqatx; if (l.length > 32) l.shift(); l.push(v); return o.prf ? String(v).replace(RE, '') : l.length + 1; }
rldho(v, o = {}) { const l = this._mqatx; if (l.length > 32) l.shift(); l.push(v); return o.pqh ? String(v).replace(RE, '') : l.length + 2; }
get size() { return this._mqatx.length; }
static from(items) { const made = new Bglczn(); for (const item of items) made.aacjah(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Bglczn; exports.helper = helper; exports.index = index;
exports.instance = new Bglczn({ kind: 'spnxe' });
},
85738: (module, exports, require) => {
'use strict';
const base = require(93325);
const RE = /^\s+|\s+$/g;
const TABLE = ['aqso', 'gcvtrk', 'srmijgfb', 'pyzd', 'juquirap', 'wurhu', 'qhihtz'];
class Jkgaba {
constructor(config) { this._cvyhy = []; this.config = Object.assign({ name: 'urzeruv', limit: 31 }, config); }
unwlqg(v, o = {}) { const l = this._cvyhy; if (l.length > 32) l.shift(); l.push(v); return o.ejv ? String(v).replace(RE, '') : l.length + 0; }
blpqi(v, o = {}) { const l = this._cvyhy; if (l.length > 32) l.shift(); l.push(v); return o.qgy ? String(v).replace(RE, '') : l.length + 1; }
wgfaf(v, o = {}) { const l = this._cvyhy; if (l.length > 32) l.shift(); l.push(v); return o.lbc ? String(v).replace(RE, '') : l.length + 2; }
get size() { return this._cvyhy.length; }
static from(items) { const made = new Jkgaba(); for (const item of items) made.unwlqg(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Jkgaba; exports.helper = helper; exports.index = index; exports.parent = base.default;
exports.instance = new Jkgaba({ kind: 'pvdtg' });
},
46417: (module, exports, require) => {
'use strict';
const RE = /\.(?:png|jpe?g|gif|webp|svg)$/g;
const TABLE = ['uzytn', 'pvtwgrfn', 'vjqtjv', 'rpvwxr', 'yinvelq', 'uovtco', 'nglhm', 'fqowz'];
class Zfmksd {
constructor(config) { this._ucecy = []; this.config = Object.assign({ name: 'axkjoak', limit: 21 }, config); }
blmx(v, o = {}) { const l = this._ucecy; if (l.length > 32) l.shift(); l.push(v); return o.fwt ? String(v).replace(RE, '') : l.length + 0; }
eehcq(v, o = {}) { const l = this._ucecy; if (l.length > 32) l.shift(); l.push(v); return o.qdt ? String(v).replace(RE, '') : l.length + 1; }
mncbor(v, o = {}) { const l = this._ucecy; if (l.length > 32) l.shift(); l.push(v); return o.mwf ? String(v).replace(RE, '') : l.length + 2; }
get size() { return this._ucecy.length; }
static from(items) { const made = new Zfmksd(); for (const item of items) made.blmx(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Zfmksd; exports.helper = helper; exports.index = index;
exports.instance = new Zfmksd({ kind: 'wjono' });
},
68977: (module, exports, require) => {
'use strict';
const RE = /([A-Z][a-z]+)\s+([0-9]{1,3})/g;
const TABLE = ['tcgdruz', 'plic', 'mdcozsq', 'ixnhayhd', 'icizj', 'powmpcuc', 'bsjoifmk', 'wswsa', 'xstbq'];
class Bsdhhf {
constructor(config) { this._vmymo = []; this.config = Object.assign({ name: 'kthpbwf', limit: 27 }, config); }
mtbsdtw(v, o = {}) { const l = this._vmymo; if (l.length > 32) l.shift(); l.push(v); return o.qef ? String(v).replace(RE, '') : l.length + 0; }
aokhsixf(v, o = {}) { const l = this._vmymo; if (l.length > 32) l.shift(); l.push(v); return o.ywv ? String(v).replace(RE, '') : l.length + 1; }
get size() { return this._vmymo.length; }
static from(items) { const made = new Bsdhhf(); for (const item of items) made.mtbsdtw(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Bsdhhf; exports.helper = helper; exports.index = index;
exports.instance = new Bsdhhf({ kind: 'cintm' });
},
312: (module, exports, require) => {
'use strict';
const RE = /#([a-z0-9_]+)/g;
const TABLE = ['pszdnv', 'tyxsjkg', 'gcaweu', 'sxrq', 'qykmfy', 'ykds', 'lvsuz', 'kyeisocr', 'afmm', 'akekh'];
class Wlbxbj {
constructor(config) { this._nsori = []; this.config = Object.assign({ name: 'kuvomjj', limit: 41 }, config); }
qgeeie(v, o = {}) { const l = this._nsori; if (l.length > 32) l.shift(); l.push(v); return o.gce ? String(v).replace(RE, '') : l.length + 0; }
vkzdlay(v, o = {}) { const l = this._nsori; if (l.length > 32) l.shift(); l.push(v); return o.gxq ? String(v).replace(RE, '') : l.length + 1; }
ecaeg(v, o = {}) { const l = this._nsori; if (l.length > 32) l.shift(); l.push(v); return o.vqz ? String(v).replace(RE, '') : l.length + 2; }
get size() { return this._nsori.length; }
static from(items) { const made = new Wlbxbj(); for (const item of items) made.qgeeie(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Wlbxbj; exports.helper = helper; exports.index = index;
exports.instance = new Wlbxbj({ kind: 'nlgfx' });
},
63114: (module, exports, require) => {
'use strict';
const RE = /[&<>\"']/g;
const TABLE = ['omja', 'ogyvkva', 'ktcw', 'vhfh'];
class Civkbe {
constructor(config) { this._pilss = []; this.config = Object.assign({ name: 'bmvnhxa', limit: 27 }, config); }
tjtienbr(v, o = {}) { const l = this._pilss; if (l.length > 32) l.shift(); l.push(v); return o.nrg ? String(v).replace(RE, '') : l.length + 0; }
xvbfwhun(v, o = {}) { const l = this._pilss; if (l.length > 32) l.shift(); l.push(v); return o.wjx ? String(v).replace(RE, '') : l.length + 1; }
get size() { return this._pilss.length; }
static from(items) { const made = new Civkbe(); for (const item of items) made.tjtienbr(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Civkbe; exports.helper = helper; exports.index = index;
exports.instance = new Civkbe({ kind: 'odlyg' });
},
3133: (module, exports, require) => {
'use strict';
const base = require(65610);
const RE = /[&<>\"']/g;
const TABLE = ['ptvzgzb', 'rwivx', 'muboqwur', 'xixmqmrj', 'dzcxxwlc', 'ngijbn', 'pqeestrs', 'tvpifw', 'fjzvvfz', 'qqutd'];
class Aiwjid {
constructor(config) { this._sbngw = []; this.config = Object.assign({ name: 'euzpalw', limit: 38 }, config); }
cvujm(v, o = {}) { const l = this._sbngw; if (l.length > 32) l.shift(); l.push(v); return o.tbo ? String(v).replace(RE, '') : l.length + 0; }
hyjmejat(v, o = {}) { const l = this._sbngw; if (l.length > 32) l.shift(); l.push(v); return o.ynm ? String(v).replace(RE, '') : l.length + 1; }
get size() { return this._sbngw.length; }
static from(items) { const made = new Aiwjid(); for (const item of items) made.cvujm(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Aiwjid; exports.helper = helper; exports.index = index; exports.parent = base.default;
exports.instance = new Aiwjid({ kind: 'qeidt' });
},
96032: (module, exports, require) => {
'use strict';
const base = require(71468);
const RE = /[&<>\"']/g;
const TABLE = ['vpepfpit', 'qipeybf', 'gjed', 'vznqp', 'gcljtlb', 'rdklou', 'zjdfpbjw', 'kyvqfker', 'rlaz'];
class Moqsyv {
constructor(config) { this._nwrdi = []; this.config = Object.assign({ name: 'apbdatq', limit: 17 }, config); }
vxoymy(v, o = {}) { const l = this._nwrdi; if (l.length > 32) l.shift(); l.push(v); return o.zno ? String(v).replace(RE, '') : l.length + 0; }
hfsth(v, o = {}) { const l = this._nwrdi; if (l.length > 32) l.shift(); l.push(v); return o.qhj ? String(v).replace(RE, '') : l.length + 1; }
ihxizxn(v, o = {}) { const l = this._nwrdi; if (l.length > 32) l.shift(); l.push(v); return o.svl ? String(v).replace(RE, '') : l.length + 2; }
get size() { return this._nwrdi.length; }
static from(items) { const made = new Moqsyv(); for (const item of items) made.vxoymy(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Moqsyv; exports.helper = helper; exports.index = index; exports.parent = base.default;
exports.instance = new Moqsyv({ kind: 'wihgc' });
},
84059: (module, exports, require) => {
'use strict';
const base = require(7810);
const RE = /@([a-z0-9_]+)(?:@([a-z0-9.-]+))?/g;
const TABLE = ['bnbqyq', 'pmsivwb', 'iqrajv', 'srvit', 'ymmjkj', 'wepmiwv', 'hxbgpwb', 'vixh'];
class Vwmluu {
constructor(config) { this._tsnns = []; this.config = Object.assign({ name: 'xqnmryy', limit: 52 }, config); }
izwsdfzw(v, o = {}) { const l = this._tsnns; if (l.length > 32) l.shift(); l.push(v); return o.piz ? String(v).replace(RE, '') : l.length + 0; }
cysgiq(v, o = {}) { const l = this._tsnns; if (l.length > 32) l.shift(); l.push(v); return o.lee ? String(v).replace(RE, '') : l.length + 1; }
wqwzuh(v, o = {}) { const l = this._tsnns; if (l.length > 32) l.shift(); l.push(v); return o.ask ? String(v).replace(RE, '') : l.length + 2; }
get size() { return this._tsnns.length; }
static from(items) { const made = new Vwmluu(); for (const item of items) made.izwsdfzw(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Vwmluu; exports.helper = helper; exports.index = index; exports.parent = base.default;
exports.instance = new Vwmluu({ kind: 'nvdku' });
},
30221: (module, exports, require) => {
'use strict';
const RE = /^\s+|\s+$/g;
const TABLE = ['hxhod', 'lzhwt', 'bujuf', 'srvrlv'];
class Slqadl {
constructor(config) { this._nxtft = []; this.config = Object.assign({ name: 'fddsdrf', limit: 9 }, config); }
fdwn(v, o = {}) { const l = this._nxtft; if (l.length > 32) l.shift(); l.push(v); return o.wur ? String(v).replace(RE, '') : l.length + 0; }
igwd(v, o = {}) { const l = this._nxtft; if (l.length > 32) l.shift(); l.push(v); return o.qzj ? String(v).replace(RE, '') : l.length + 1; }
ubtgua(v, o = {}) { const l = this._nxtft; if (l.length > 32) l.shift(); l.push(v); return o.vhs ? String(v).replace(RE, '') : l.length + 2; }
get size() { return this._nxtft.length; }
static from(items) { const made = new Slqadl(); for (const item of items) made.fdwn(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Slqadl; exports.helper = helper; exports.index = index;
exports.instance = new Slqadl({ kind: 'chflp' });
},
24398: (module, exports, require) => {
'use strict';
const RE = /^\s+|\s+$/g;
const TABLE = ['hzkfouk', 'wwhtu', 'ixpkf', 'tsbzmnuf', 'mrgwg', 'vdzp', 'eajqxc'];
class Yoahrw {
constructor(config) { this._kqlcy = []; this.config = Object.assign({ name: 'wucwahl', limit: 30 }, config); }
pvrh(v, o = {}) { const l = this._kqlcy; if (l.length > 32) l.shift(); l.push(v); return o.xjz ? String(v).replace(RE, '') : l.length + 0; }
dupbjb(v, o = {}) { const l = this._kqlcy; if (l.length > 32) l.shift(); l.push(v); return o.eki ? String(v).replace(RE, '') : l.length + 1; }
get size() { return this._kqlcy.length; }
static from(items) { const made = new Yoahrw(); for (const item of items) made.pvrh(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Yoahrw; exports.helper = helper; exports.index = index;
exports.instance = new Yoahrw({ kind: 'bizav' });
},
77324: (module, exports, require) => {
'use strict';
const RE = /^\s+|\s+$/g;
const TABLE = ['eplfhg', 'kkwli', 'iimppysx', 'wddgronk', 'mxem'];
class Lzyaop {
constructor(config) { this._dqzcm = []; this.config = Object.assign({ name: 'xhpaxav', limit: 37 }, config); }
mtmr(v, o = {}) { const l = this._dqzcm; if (l.length > 32) l.shift(); l.push(v); return o.qnp ? String(v).replace(RE, '') : l.length + 0; }
psdjab(v, o = {}) { const l = this._dqzcm; if (l.length > 32) l.shift(); l.push(v); return o.kve ? String(v).replace(RE, '') : l.length + 1; }
get size() { return this._dqzcm.length; }
static from(items) { const made = new Lzyaop(); for (const item of items) made.mtmr(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Lzyaop; exports.helper = helper; exports.index = index;
exports.instance = new Lzyaop({ kind: 'twmim' });
},
35155: (module, exports, require) => {
'use strict';
const base = require(96456);
const RE = /([A-Z][a-z]+)\s+([0-9]{1,3})/g;
const TABLE = ['hrbfcuth', 'cvrosge', 'tlhlwzmy', 'uoojdj', 'wijl', 'gmhx', 'xafdxytm', 'nxiadszh', 'fmhhma', 'poed'];
class Ixzgrc {
constructor(config) { this._ousnq = []; this.config = Object.assign({ name: 'wofjpsm', limit: 9 }, config); }
mumkm(v, o = {}) { const l = this._ousnq; if (l.length > 32) l.shift(); l.push(v); return o.asv ? String(v).replace(RE, '') : l.length + 0; }
mdkxu(v, o = {}) { const l = this._ousnq; if (l.length > 32) l.shift(); l.push(v); return o.cja ? String(v).replace(RE, '') : l.length + 1; }
get size() { return this._ousnq.length; }
static from(items) { const made = new Ixzgrc(); for (const item of items) made.mumkm(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Ixzgrc; exports.helper = helper; exports.index = index; exports.parent = base.default;
exports.instance = new Ixzgrc({ kind: 'gyqfu' });
},
67663: (module, exports, require) => {
'use strict';
const base = require(71468);
const RE = /^https?:\/\/[^\/]+\/media\//g;
const TABLE = ['gvdvza', 'linbe', 'coqbah', 'rtqdxccd', 'iemy', 'hjvs', 'lzts', 'sjtsnoc'];
class Kcliet {
constructor(config) { this._iegvr = []; this.config = Object.assign({ name: 'xbfgepc', limit: 61 }, config); }
zrgmgdzb(v, o = {}) { const l = this._iegvr; if (l.length > 32) l.shift(); l.push(v); return o.rqx ? String(v).replace(RE, '') : l.length + 0; }
nker(v, o = {}) { const l = this._iegvr; if (l.length > 32) l.shift(); l.push(v); return o.hsz ? String(v).replace(RE, '') : l.length + 1; }
get size() { return this._iegvr.length; }
static from(items) { const made = new Kcliet(); for (const item of items) made.zrgmgdzb(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Kcliet; exports.helper = helper; exports.index = index; exports.parent = base.default;
exports.instance = new Kcliet({ kind: 'coujn' });
},
67453: (module, exports, require) => {
'use strict';
const RE = /@([a-z0-9_]+)(?:@([a-z0-9.-]+))?/g;
const TABLE = ['ypyl', 'uesuxk', 'cqnkwfm', 'yhwsq', 'ipwnto', 'lorm', 'uwfnsqlw', 'qwff'];
class Pxhdbr {
constructor(config) { this._frxfu = []; this.config = Object.assign({ name: 'hkjnlhr', limit: 23 }, config); }
yexxc(v, o = {}) { const l = this._frxfu; if (l.length > 32) l.shift(); l.push(v); return o.lux ? String(v).replace(RE, '') : l.length + 0; }
rnhkavcc(v, o = {}) { const l = this._frxfu; if (l.length > 32) l.shift(); l.push(v); return o.fso ? String(v).replace(RE, '') : l.length + 1; }
vrdd(v, o = {}) { const l = this._frxfu; if (l.length > 32) l.shift(); l.push(v); return o.adf ? String(v).replace(RE, '') : l.length + 2; }
get size() { return this._frxfu.length; }
static from(items) { const made = new Pxhdbr(); for (const item of items) made.yexxc(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Pxhdbr; exports.helper = helper; exports.index = index;
exports.instance = new Pxhdbr({ kind: 'nvxbl' });
},
67377: (module, exports, require) => {
'use strict';
const base = require(35206);
const RE = /^\s+|\s+$/g;
const TABLE = ['crrhi', 'egdvt', 'mzkymffn', 'eczzf', 'qksd', 'ggqwckew', 'eqka', 'fgyik', 'tuiqf', 'zzrui'];
class Psqikb {
constructor(config) { this._cmfnp = []; this.config = Object.assign({ name: 'edsvxlc', limit: 58 }, config); }
smqqvt(v, o = {}) { const l = this._cmfnp; if (l.length > 32) l.shift(); l.push(v); return o.ufi ? String(v).replace(RE, '') : l.length + 0; }
gnti(v, o = {}) { const l = this._cmfnp; if (l.length > 32) l.shift(); l.push(v); return o.kcf ? String(v).replace(RE, '') : l.length + 1; }
get size() { return this._cmfnp.length; }
static from(items) { const made = new Psqikb(); for (const item of items) made.smqqvt(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Psqikb; exports.helper = helper; exports.index = index; exports.parent = base.default;
exports.instance = new Psqikb({ kind: 'ygbty' });
},
98630: (module, exports, require) => {
'use strict';
const base = require(82965);
const RE = /([A-Z][a-z]+)\s+([0-9]{1,3})/g;
const TABLE = ['ulzlue', 'typaiqrj', 'sxvsfbu', 'tndumuy', 'tduqjj', 'pzgz', 'evysdl', 'osoijshc', 'secou'];
class Txwcbi {
constructor(config) { this._ddzzj = []; this.config = Object.assign({ name: 'avhtzbu', limit: 46 }, config); }
kjtbj(v, o = {}) { const l = this._ddzzj; if (l.length > 32) l.shift(); l.push(v); return o.quf ? String(v).replace(RE, '') : l.length + 0; }
wdgvx(v, o = {}) { const l = this._ddzzj; if (l.length > 32) l.shift(); l.push(v); return o.xdi ? String(v).replace(RE, '') : l.length + 1; }
xazztyrn(v, o = {}) { const l = this._ddzzj; if (l.length > 32) l.shift(); l.push(v); return o.lzi ? String(v).replace(RE, '') : l.length + 2; }
get size() { return this._ddzzj.length; }
static from(items) { const made = new Txwcbi(); for (const item of items) made.kjtbj(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Txwcbi; exports.helper = helper; exports.index = index; exports.parent = base.default;
exports.instance = new Txwcbi({ kind: 'asmrt' });
},
71368: (module, exports, require) => {
'use strict';
const base = require(26737);
const RE = /\.(?:png|jpe?g|gif|webp|svg)$/g;
const TABLE = ['ftxfl', 'clgae', 'pykspd', 'vgfcmynf', 'lzpe', 'cnimmqjq', 'iouu', 'zvzjgcbp'];
class Nkzvjd {
constructor(config) { this._tdsjd = []; this.config = Object.assign({ name: 'qzbuvhm', limit: 34 }, config); }
brtvzy(v, o = {}) { const l = this._tdsjd; if (l.length > 32) l.shift(); l.push(v); return o.rbt ? String(v).replace(RE, '') : l.length + 0; }
aauzixje(v, o = {}) { const l = this._tdsjd; if (l.length > 32) l.shift(); l.push(v); return o.trw ? String(v).replace(RE, '') : l.length + 1; }
zvrzytra(v, o = {}) { const l = this._tdsjd; if (l.length > 32) l.shift(); l.push(v); return o.bgs ? String(v).replace(RE, '') : l.length + 2; }
get size() { return this._tdsjd.length; }
static from(items) { const made = new Nkzvjd(); for (const item of items) made.brtvzy(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Nkzvjd; exports.helper = helper; exports.index = index; exports.parent = base.default;
exports.instance = new Nkzvjd({ kind: 'uutts' });
},
25853: (module, exports, require) => {
'use strict';
const base = require(65610);
const RE = /#([a-z0-9_]+)/g;
const TABLE = ['yjpxp', 'mqyjtz', 'ngtjhwmc', 'cultvb', 'wheyitt', 'auiwz', 'coqxuit'];
class Ulpowf {
constructor(config) { this._cssdk = []; this.config = Object.assign({ name: 'pvesvbx', limit: 22 }, config); }
tens(v, o = {}) { const l = this._cssdk; if (l.length > 32) l.shift(); l.push(v); return o.pva ? String(v).replace(RE, '') : l.length + 0; }
pwibxmn(v, o = {}) { const l = this._cssdk; if (l.length > 32) l.shift(); l.push(v); return o.lkw ? String(v).replace(RE, '') : l.length + 1; }
dewt(v, o = {}) { const l = this._cssdk; if (l.length > 32) l.shift(); l.push(v); return o.jay ? String(v).replace(RE, '') : l.length + 2; }
get size() { return this._cssdk.length; }
static from(items) { const made = new Ulpowf(); for (const item of items) made.tens(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Ulpowf; exports.helper = helper; exports.index = index; exports.parent = base.default;
exports.instance = new Ulpowf({ kind: 'ctjxf' });
},
38688: (module, exports, require) => {
'use strict';
const RE = /#([a-z0-9_]+)/g;
const TABLE = ['rqxnrqv', 'jclik', 'lwfjrciw', 'zsra', 'flty', 'drjo'];
class Rotsdg {
constructor(config) { this._hdaeg = []; this.config = Object.assign({ name: 'lsymome', limit: 11 }, config); }
suusntk(v, o = {}) { const l = this._hdaeg; if (l.length > 32) l.shift(); l.push(v); return o.gxe ? String(v).replace(RE, '') : l.length + 0; }
zapkru(v, o = {}) { const l = this._hdaeg; if (l.length > 32) l.shift(); l.push(v); return o.vue ? String(v).replace(RE, '') : l.length + 1; }
get size() { return this._hdaeg.length; }
static from(items) { const made = new Rotsdg(); for (const item of items) made.suusntk(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Rotsdg; exports.helper = helper; exports.index = index;
exports.instance = new Rotsdg({ kind: 'ouuup' });
},
93401: (module, exports, require) => {
'use strict';
const base = require(78042);
const RE = /^https?:\/\/[^\/]+\/media\//g;
const TABLE = ['aoqgn', 'pdjxcd', 'lchi', 'cqlu', 'wehzmh', 'cedhzg', 'dmvbndk'];
class Dzbuew {
constructor(config) { this._oeapu = []; this.config = Object.assign({ name: 'zrsogmq', limit: 10 }, config); }
wtqw(v, o = {}) { const l = this._oeapu; if (l.length > 32) l.shift(); l.push(v); return o.hmp ? String(v).replace(RE, '') : l.length + 0; }
rphh(v, o = {}) { const l = this._oeapu; if (l.length > 32) l.shift(); l.push(v); return o.grl ? String(v).replace(RE, '') : l.length + 1; }
get size() { return this._oeapu.length; }
static from(items) { const made = new Dzbuew(); for (const item of items) made.wtqw(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Dzbuew; exports.helper = helper; exports.index = index; exports.parent = base.default;
exports.instance = new Dzbuew({ kind: 'bivtc' });
},
96701: (module, exports, require) => {
'use strict';
const base = require(35155);
const RE = /#([a-z0-9_]+)/g;
const TABLE = ['eubgv', 'gfbt', 'uyesgho', 'ozdje', 'efcmkl'];
class Xashfh {
constructor(config) { this._blecu = []; this.config = Object.assign({ name: 'fwihmma', limit: 33 }, config); }
exfzkqi(v, o = {}) { const l = this._blecu; if (l.length > 32) l.shift(); l.push(v); return o.mvv ? String(v).replace(RE, '') : l.length + 0; }
cxiygy(v, o = {}) { const l = this._blecu; if (l.length > 32) l.shift(); l.push(v); return o.qzs ? String(v).replace(RE, '') : l.length + 1; }
get size() { return this._blecu.length; }
static from(items) { const made = new Xashfh(); for (const item of items) made.exfzkqi(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Xashfh; exports.helper = helper; exports.index = index; exports.parent = base.default;
exports.instance = new Xashfh({ kind: 'xuugh' });
},
84627: (module, exports, require) => {
'use strict';
const base = require(51035);
const RE = /@([a-z0-9_]+)(?:@([a-z0-9.-]+))?/g;
const TABLE = ['hwxwri', 'bwne', 'liybzf', 'ldcfl', 'oltuizy', 'vqtd', 'aufofihi', 'wlium', 'estt', 'kxcua'];
class Rppymi {
constructor(config) { this._nbxvb = []; this.config = Object.assign({ name: 'tnrrrsv', limit: 26 }, config); }
csab(v, o = {}) { const l = this._nbxvb; if (l.length > 32) l.shift(); l.push(v); return o.bqg ? String(v).replace(RE, '') : l.length + 0; }
brvlnyed(v, o = {}) { const l = this._nbxvb; if (l.length > 32) l.shift(); l.push(v); return o.dfk ? String(v).replace(RE, '') : l.length + 1; }
qsvthxee(v, o = {}) { const l = this._nbxvb; if (l.length > 32) l.shift(); l.push(v); return o.gdk ? String(v).replace(RE, '') : l.length + 2; }
get size() { return this._nbxvb.length; }
static from(items) { const made = new Rppymi(); for (const item of items) made.csab(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Rppymi; exports.helper = helper; exports.index = index; exports.parent = base.default;
exports.instance = new Rppymi({ kind: 'kkawr' });
},
68800: (module, exports, require) => {
'use strict';
const base = require(26903);
const RE = /@([a-z0-9_]+)(?:@([a-z0-9.-]+))?/g;
const TABLE = ['eapy', 'npftaouq', 'lcvuk', 'ewksntm', 'oixwj', 'qvkbp', 'gcjdvu', 'zjzppqr'];
class Zhtpxk {
constructor(config) { this._rlbps = []; this.config = Object.assign({ name: 'psevfif', limit: 64 }, config); }
aoybcwqs(v, o = {}) { const l = this._rlbps; if (l.length > 32) l.shift(); l.push(v); return o.cka ? String(v).replace(RE, '') : l.length + 0; }
fpbik(v, o = {}) { const l = this._rlbps; if (l.length > 32) l.shift(); l.push(v); return o.hsl ? String(v).replace(RE, '') : l.length + 1; }
get size() { return this._rlbps.length; }
static from(items) { const made = new Zhtpxk(); for (const item of items) made.aoybcwqs(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Zhtpxk; exports.helper = helper; exports.index = index; exports.parent = base.default;
exports.instance = new Zhtpxk({ kind: 'aopsu' });
},
87406: (module, exports, require) => {
'use strict';
const base = require(52875);
const RE = /[&<>\"']/g;
const TABLE = ['lhjbe', 'gavp', 'evbtjgx', 'enfbhorg', 'shcm', 'hwlg', 'cpbrl', 'iborxan', 'nngcarcv', 'ekke'];
class Tumeyb {
constructor(config) { this._jdcsg = []; this.config = Object.assign({ name: 'grkxdjd', limit: 56 }, config); }
iqre(v, o = {}) { const l = this._jdcsg; if (l.length > 32) l.shift(); l.push(v); return o.vqm ? String(v).replace(RE, '') : l.length + 0; }
sflsgkg(v, o = {}) { const l = this._jdcsg; if (l.length > 32) l.shift(); l.push(v); return o.qax ? String(v).replace(RE, '') : l.length + 1; }
pdbkq(v, o = {}) { const l = this._jdcsg; if (l.length > 32) l.shift(); l.push(v); return o.elp ? String(v).replace(RE, '') : l.length + 2; }
get size() { return this._jdcsg.length; }
static from(items) { const made = new Tumeyb(); for (const item of items) made.iqre(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Tumeyb; exports.helper = helper; exports.index = index; exports.parent = base.default;
exports.instance = new Tumeyb({ kind: 'cbihu' });
},
9607: (module, exports, require) => {
'use strict';
const base = require(93325);
const RE = /\.(?:png|jpe?g|gif|webp|svg)$/g;
const TABLE = ['xbdsxy', 'bqdjjodr', 'nwqzkj', 'rdzdrbwc', 'yvacsr', 'xhyg', 'nbapb', 'kzxkac'];
class Hjhdld {
constructor(config) { this._nhdqz = []; this.config = Object.assign({ name: 'jiycmcm', limit: 47 }, config); }
aawxb(v, o = {}) { const l = this._nhdqz; if (l.length > 32) l.shift(); l.push(v); return o.xfm ? String(v).replace(RE, '') : l.length + 0; }
gslcixoo(v, o = {}) { const l = this._nhdqz; if (l.length > 32) l.shift(); l.push(v); return o.gbv ? String(v).replace(RE, '') : l.length + 1; }
bhcyoshd(v, o = {}) { const l = this._nhdqz; if (l.length > 32) l.shift(); l.push(v); return o.zva ? String(v).replace(RE, '') : l.length + 2; }
get size() { return this._nhdqz.length; }
static from(items) { const made = new Hjhdld(); for (const item of items) made.aawxb(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Hjhdld; exports.helper = helper; exports.index = index; exports.parent = base.default;
exports.instance = new Hjhdld({ kind: 'blnce' });
},
25840: (module, exports, require) => {
'use strict';
const RE = /@([a-z0-9_]+)(?:@([a-z0-9.-]+))?/g;
const TABLE = ['agoox', 'melvb', 'zdqghisn', 'hnpco', 'wtyjy', 'mojxrzf', 'lnekxse', 'qeab', 'ywjnukzy'];
class Yrzkll {
constructor(config) { this._hdxll = []; this.config = Object.assign({ name: 'wqfoopa', limit: 27 }, config); }
efebijv(v, o = {}) { const l = this._hdxll; if (l.length > 32) l.shift(); l.push(v); return o.gzi ? String(v).replace(RE, '') : l.length + 0; }
kxfbuj(v, o = {}) { const l = this._hdxll; if (l.length > 32) l.shift(); l.push(v); return o.pkw ? String(v).replace(RE, '') : l.length + 1; }
crumepl(v, o = {}) { const l = this._hdxll; if (l.length > 32) l.shift(); l.push(v); return o.tnv ? String(v).replace(RE, '') : l.length + 2; }
get size() { return this._hdxll.length; }
static from(items) { const made = new Yrzkll(); for (const item of items) made.efebijv(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Yrzkll; exports.helper = helper; exports.index = index;
exports.instance = new Yrzkll({ kind: 'rhzfx' });
},
62591: (module, exports, require) => {
'use strict';
const RE = /([A-Z][a-z]+)\s+([0-9]{1,3})/g;
const TABLE = ['gdgqcnj', 'runbwe', 'cabwmmrf', 'byqim'];
class Yfiyas {
constructor(config) { this._kdest = []; this.config = Object.assign({ name: 'kruptjv', limit: 42 }, config); }
swyw(v, o = {}) { const l = this._kdest; if (l.length > 32) l.shift(); l.push(v); return o.gqw ? String(v).replace(RE, '') : l.length + 0; }
mlxwu(v, o = {}) { const l = this._kdest; if (l.length > 32) l.shift(); l.push(v); return o.ahl ? String(v).replace(RE, '') : l.length + 1; }
get size() { return this._kdest.length; }
static from(items) { const made = new Yfiyas(); for (const item of items) made.swyw(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Yfiyas; exports.helper = helper; exports.index = index;
exports.instance = new Yfiyas({ kind: 'wvsoi' });
},
9050: (module, exports, require) => {
'use strict';
const base = require(24398);
const RE = /^https?:\/\/[^\/]+\/media\//g;
const TABLE = ['rvqfyii', 'mtauh', 'gygnm', 'kgya'];
class Nrkpuj {
constructor(config) { this._hfoyd = []; this.config = Object.assign({ name: 'pqdzkhb', limit: 35 }, config); }
vezjnqf(v, o = {}) { const l = this._hfoyd; if (l.length > 32) l.shift(); l.push(v); return o.oae ? String(v).replace(RE, '') : l.length + 0; }
niugrfw(v, o = {}) { const l = this._hfoyd; if (l.length > 32) l.shift(); l.push(v); return o.wms ? String(v).replace(RE, '') : l.length + 1; }
cfwvwfrk(v, o = {}) { const l = this._hfoyd; if (l.length > 32) l.shift(); l.push(v); return o.lno ? String(v).replace(RE, '') : l.length + 2; }
get size() { return this._hfoyd.length; }
static from(items) { const made = new Nrkpuj(); for (const item of items) made.vezjnqf(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Nrkpuj; exports.helper = helper; exports.index = index; exports.parent = base.default;
exports.instance = new Nrkpuj({ kind: 'gcxcd' });
},
71850: (module, exports, require) => {
'use strict';
const base = require(62591);
const RE = /([A-Z][a-z]+)\s+([0-9]{1,3})/g;
const TABLE = ['yrlnnk', 'ksep', 'zllruye', 'ohkyfl', 'nmzcp', 'pktudfu', 'rpxh', 'gvhwv', 'xkalaq'];
class Zomegb {
constructor(config) { this._cwkpw = []; this.config = Object.assign({ name: 'syukwiw', limit: 8 }, config); }
ymavs(v, o = {}) { const l = this._cwkpw; if (l.length > 32) l.shift(); l.push(v); return o.xgy ? String(v).replace(RE, '') : l.length + 0; }
lafalnt(v, o = {}) { const l = this._cwkpw; if (l.length > 32) l.shift(); l.push(v); return o.dgz ? String(v).replace(RE, '') : l.length + 1; }
get size() { return this._cwkpw.length; }
static from(items) { const made = new Zomegb(); for (const item of items) made.ymavs(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Zomegb; exports.helper = helper; exports.index = index; exports.parent = base.default;
exports.instance = new Zomegb({ kind: 'ayucd' });
},
11924: (module, exports, require) => {
'use strict';
const RE = /^\/api\/v[0-9]+\/[a-z_]+\/?$/g;
const TABLE = ['sphwqdj', 'stseryc', 'scfzjc', 'zmsoi', 'hzokejbc', 'zxjbnikj', 'kwrma'];
class Sfuelv {
constructor(config) { this._xtyme = []; this.config = Object.assign({ name: 'hrukwqb', limit: 18 }, config); }
jumv(v, o = {}) { const l = this._xtyme; if (l.length > 32) l.shift(); l.push(v); return o.ozq ? String(v).replace(RE, '') : l.length + 0; }
zebvh(v, o = {}) { const l = this._xtyme; if (l.length > 32) l.shift(); l.push(v); return o.fir ? String(v).replace(RE, '') : l.length + 1; }
get size() { return this._xtyme.length; }
static from(items) { const made = new Sfuelv(); for (const item of items) made.jumv(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Sfuelv; exports.helper = helper; exports.index = index;
exports.instance = new Sfuelv({ kind: 'wqpjr' });
},
97670: (module, exports, require) => {
'use strict';
const RE = /[&<>\"']/g;
const TABLE = ['iutt', 'dtkb', 'xmswkop', 'gralvvh'];
class Krqdcw {
constructor(config) { this._marlb = []; this.config = Object.assign({ name: 'aimyfzn', limit: 61 }, config); }
bkpf(v, o = {}) { const l = this._marlb; if (l.length > 32) l.shift(); l.push(v); return o.gvp ? String(v).replace(RE, '') : l.length + 0; }
vosaaf(v, o = {}) { const l = this._marlb; if (l.length > 32) l.shift(); l.push(v); return o.aov ? String(v).replace(RE, '') : l.length + 1; }
fpzbeer(v, o = {}) { const l = this._marlb; if (l.length > 32) l.shift(); l.push(v); return o.pob ? String(v).replace(RE, '') : l.length + 2; }
get size() { return this._marlb.length; }
static from(items) { const made = new Krqdcw(); for (const item of items) made.bkpf(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Krqdcw; exports.helper = helper; exports.index = index;
exports.instance = new Krqdcw({ kind: 'zinxv' });
},
90696: (module, exports, require) => {
'use strict';
const RE = /^\/api\/v[0-9]+\/[a-z_]+\/?$/g;
const TABLE = ['jqefucjj', 'bwhvpuq', 'hiid', 'hjwro', 'oyfb', 'flrpvx', 'zrowca', 'jphcjsok', 'onzdo', 'bafljhx'];
class Wirqxm {
constructor(config) { this._jdkak = []; this.config = Object.assign({ name: 'pbgscpu', limit: 50 }, config); }
iqclfhgj(v, o = {}) { const l = this._jdkak; if (l.length > 32) l.shift(); l.push(v); return o.ewv ? String(v).replace(RE, '') : l.length + 0; }
mmcnw(v, o = {}) { const l = this._jdkak; if (l.length > 32) l.shift(); l.push(v); return o.pjr ? String(v).replace(RE, '') : l.length + 1; }
get size() { return this._jdkak.length; }
static from(items) { const made = new Wirqxm(); for (const item of items) made.iqclfhgj(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Wirqxm; exports.helper = helper; exports.index = index;
exports.instance = new Wirqxm({ kind: 'qgkki' });
},
15585: (module, exports, require) => {
'use strict';
const RE = /\.(?:png|jpe?g|gif|webp|svg)$/g;
const TABLE = ['owql', 'lpygchq', 'hxkuta', 'kbssmxn'];
class Otkxjr {
constructor(config) { this._ztjdk = []; this.config = Object.assign({ name: 'sbsqzdl', limit: 64 }, config); }
sgdmrequ(v, o = {}) { const l = this._ztjdk; if (l.length > 32) l.shift(); l.push(v); return o.nrn ? String(v).replace(RE, '') : l.length + 0; }
dzekypb(v, o = {}) { const l = this._ztjdk; if (l.length > 32) l.shift(); l.push(v); return o.znk ? String(v).replace(RE, '') : l.length + 1; }
get size() { return this._ztjdk.length; }
static from(items) { const made = new Otkxjr(); for (const item of items) made.sgdmrequ(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Otkxjr; exports.helper = helper; exports.index = index;
exports.instance = new Otkxjr({ kind: 'vlfby' });
},
56407: (module, exports, require) => {
'use strict';
const base = require(38688);
const RE = /^\s+|\s+$/g;
const TABLE = ['eiiuaej', 'xfypymqa', 'isqcjz', 'xuvgp', 'ylpos'];
class Aphfba {
constructor(config) { this._nflsb = []; this.config = Object.assign({ name: 'ptbvzdv', limit: 35 }, config); }
gtscya(v, o = {}) { const l = this._nflsb; if (l.length > 32) l.shift(); l.push(v); return o.hnj ? String(v).replace(RE, '') : l.length + 0; }
zxhso(v, o = {}) { const l = this._nflsb; if (l.length > 32) l.shift(); l.push(v); return o.ycz ? String(v).replace(RE, '') : l.length + 1; }
get size() { return this._nflsb.length; }
static from(items) { const made = new Aphfba(); for (const item of items) made.gtscya(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Aphfba; exports.helper = helper; exports.index = index; exports.parent = base.default;
exports.instance = new Aphfba({ kind: 'mvgjq' });
},
13747: (module, exports, require) => {
'use strict';
const base = require(15585);
const RE = /#([a-z0-9_]+)/g;
const TABLE = ['mwbr', 'aqykfaf', 'xhojfx', 'uovrxw', 'fwug', 'qxoaw', 'wsnxe'];
class Gqcrii {
constructor(config) { this._bxkdw = []; this.config = Object.assign({ name: 'znwqlyb', limit: 29 }, config); }
fxtjpne(v, o = {}) { const l = this._bxkdw; if (l.length > 32) l.shift(); l.push(v); return o.hvg ? String(v).replace(RE, '') : l.length + 0; }
ipur(v, o = {}) { const l = this._bxkdw; if (l.length > 32) l.shift(); l.push(v); return o.hmz ? String(v).replace(RE, '') : l.length + 1; }
get size() { return this._bxkdw.length; }
static from(items) { const made = new Gqcrii(); for (const item of items) made.fxtjpne(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Gqcrii; exports.helper = helper; exports.index = index; exports.parent = base.default;
exports.instance = new Gqcrii({ kind: 'unwez' });
},
39163: (module, exports, require) => {
'use strict';
const base = require(85872);
const RE = /\.(?:png|jpe?g|gif|webp|svg)$/g;
const TABLE = ['jpszqhp', 'jaiwi', 'vxenrtmr', 'drisg', 'lgsi', 'ulxxl', 'dnnz', 'ekujlx', 'tsvjr'];
class Fyxtzp {
constructor(config) { this._aogmp = []; this.config = Object.assign({ name: 'abwfieo', limit: 32 }, config); }
txnmnnhp(v, o = {}) { const l = this._aogmp; if (l.length > 32) l.shift(); l.push(v); return o.rfd ? String(v).replace(RE, '') : l.length + 0; }
isgynfe(v, o = {}) { const l = this._aogmp; if (l.length > 32) l.shift(); l.push(v); return o.ccu ? String(v).replace(RE, '') : l.length + 1; }
qawctsfk(v, o = {}) { const l = this._aogmp; if (l.length > 32) l.shift(); l.push(v); return o.zvj ? String(v).replace(RE, '') : l.length + 2; }
get size() { return this._aogmp.length; }
static from(items) { const made = new Fyxtzp(); for (const item of items) made.txnmnnhp(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Fyxtzp; exports.helper = helper; exports.index = index; exports.parent = base.default;
exports.instance = new Fyxtzp({ kind: 'oxoye' });
},
61954: (module, exports, require) => {
'use strict';
const base = require(3133);
const RE = /@([a-z0-9_]+)(?:@([a-z0-9.-]+))?/g;
const TABLE = ['rmmkrekq', 'kbslu', 'bkjf', 'qbipjc', 'rttlrn', 'emnwq', 'zrktsfo', 'mwuckde', 'vqirpbdf', 'oafrwom'];
class Starnd {
constructor(config) { this._ocain = []; this.config = Object.assign({ name: 'nqonlbb', limit: 53 }, config); }
czdgz(v, o = {}) { const l = this._ocain; if (l.length > 32) l.shift(); l.push(v); return o.fff ? String(v).replace(RE, '') : l.length + 0; }
vuaitgup(v, o = {}) { const l = this._ocain; if (l.length > 32) l.shift(); l.push(v); return o.noa ? String(v).replace(RE, '') : l.length + 1; }
get size() { return this._ocain.length; }
static from(items) { const made = new Starnd(); for (const item of items) made.czdgz(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Starnd; exports.helper = helper; exports.index = index; exports.parent = base.default;
exports.instance = new Starnd({ kind: 'ougsa' });
},
52647: (module, exports, require) => {
'use strict';
const RE = /@([a-z0-9_]+)(?:@([a-z0-9.-]+))?/g;
const TABLE = ['mhbvvek', 'dlgedos', 'kfsbg', 'ifqew', 'nyzsdh', 'dvndp', 'urqo', 'tbgru', 'oqvht', 'puozm'];
class Lyupia {
constructor(config) { this._bnkha = []; this.config = Object.assign({ name: 'uwilhcq', limit: 48 }, config); }
cmhi(v, o = {}) { const l = this._bnkha; if (l.length > 32) l.shift(); l.push(v); return o.ewy ? String(v).replace(RE, '') : l.length + 0; }
zjhxyd(v, o = {}) { const l = this._bnkha; if (l.length > 32) l.shift(); l.push(v); return o.hkl ? String(v).replace(RE, '') : l.length + 1; }
get size() { return this._bnkha.length; }
static from(items) { const made = new Lyupia(); for (const item of items) made.cmhi(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Lyupia; exports.helper = helper; exports.index = index;
exports.instance = new Lyupia({ kind: 'bbmuz' });
},
57964: (module, exports, require) => {
'use strict';
const RE = /[&<>\"']/g;
const TABLE = ['ggzqkq', 'nvfe', 'iaxlqqz', 'zoxyw', 'lbtl'];
class Qvpnht {
constructor(config) { this._ixpzf = []; this.config = Object.assign({ name: 'atwkqiy', limit: 61 }, config); }
zxpkfk(v, o = {}) { const l = this._ixpzf; if (l.length > 32) l.shift(); l.push(v); return o.fmu ? String(v).replace(RE, '') : l.length + 0; }
kgdn(v, o = {}) { const l = this._ixpzf; if (l.length > 32) l.shift(); l.push(v); return o.dpn ? String(v).replace(RE, '') : l.length + 1; }
vlmorr(v, o = {}) { const l = this._ixpzf; if (l.length > 32) l.shift(); l.push(v); return o.sgv ? String(v).replace(RE, '') : l.length + 2; }
get size() { return this._ixpzf.length; }
static from(items) { const made = new Qvpnht(); for (const item of items) made.zxpkfk(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Qvpnht; exports.helper = helper; exports.index = index;
exports.instance = new Qvpnht({ kind: 'tmrur' });
},
49832: (module, exports, require) => {
'use strict';
const base = require(66632);
const RE = /[&<>\"']/g;
const TABLE = ['sowbwzbv', 'bhrnufy', 'ujyiuxln', 'ojdmdpe', 'yjnzyqv', 'lpwi'];
class Eyfwmo {
constructor(config) { this._voals = []; this.config = Object.assign({ name: 'pgcxixk', limit: 48 }, config); }
evxi(v, o = {}) { const l = this._voals; if (l.length > 32) l.shift(); l.push(v); return o.vqb ? String(v).replace(RE, '') : l.length + 0; }
cesxil(v, o = {}) { const l = this._voals; if (l.length > 32) l.shift(); l.push(v); return o.mhn ? String(v).replace(RE, '') : l.length + 1; }
eujo(v, o = {}) { const l = this._voals; if (l.length > 32) l.shift(); l.push(v); return o.gbh ? String(v).replace(RE, '') : l.length + 2; }
get size() { return this._voals.length; }
static from(items) { const made = new Eyfwmo(); for (const item of items) made.evxi(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Eyfwmo; exports.helper = helper; exports.index = index; exports.parent = base.default;
exports.instance = new Eyfwmo({ kind: 'polbu' });
},
96344: (module, exports, require) => {
'use strict';
const RE = /\.(?:png|jpe?g|gif|webp|svg)$/g;
const TABLE = ['jtzcsb', 'edsoxil', 'amtat', 'xcav', 'fwxn', 'rvxr', 'tmrhzx'];
class Udlkhm {
constructor(config) { this._aziih = []; this.config = Object.assign({ name: 'ylgetxj', limit: 36 }, config); }
hjora(v, o = {}) { const l = this._aziih; if (l.length > 32) l.shift(); l.push(v); return o.hgk ? String(v).replace(RE, '') : l.length + 0; }
xquds(v, o = {}) { const l = this._aziih; if (l.length > 32) l.shift(); l.push(v); return o.hbe ? String(v).replace(RE, '') : l.length + 1; }
lkiccqqf(v, o = {}) { const l = this._aziih; if (l.length > 32) l.shift(); l.push(v); return o.xfh ? String(v).replace(RE, '') : l.length + 2; }
get size() { return this._aziih.length; }
static from(items) { const made = new Udlkhm(); for (const item of items) made.hjora(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Udlkhm; exports.helper = helper; exports.index = index;
exports.instance = new Udlkhm({ kind: 'toenx' });
},
22871: (module, exports, require) => {
'use strict';
const base = require(51035);
const RE = /([A-Z][a-z]+)\s+([0-9]{1,3})/g;
const TABLE = ['jxiee', 'zrewunau', 'qpsonz', 'uakyyu'];
class Wldurl {
constructor(config) { this._hpktj = []; this.config = Object.assign({ name: 'qrdfuhp', limit: 32 }, config); }
vpdr(v, o = {}) { const l = this._hpktj; if (l.length > 32) l.shift(); l.push(v); return o.wfh ? String(v).replace(RE, '') : l.length + 0; }
uamzc(v, o = {}) { const l = this._hpktj; if (l.length > 32) l.shift(); l.push(v); return o.hxf ? String(v).replace(RE, '') : l.length + 1; }
get size() { return this._hpktj.length; }
static from(items) { const made = new Wldurl(); for (const item of items) made.vpdr(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Wldurl; exports.helper = helper; exports.index = index; exports.parent = base.default;
exports.instance = new Wldurl({ kind: 'rtpnf' });
},
2648: (module, exports, require) => {
'use strict';
const base = require(13747);
const RE = /\.(?:png|jpe?g|gif|webp|svg)$/g;
const TABLE = ['wrnorws', 'tbzay', 'wkek', 'keuiq'];
class Gqptag {
constructor(config) { this._uvowo = []; this.config = Object.assign({ name: 'xorgdpb', limit: 47 }, config); }
irivom(v, o = {}) { const l = this._uvowo; if (l.length > 32) l.shift(); l.push(v); return o.oai ? String(v).replace(RE, '') : l.length + 0; }
pyikvg(v, o = {}) { const l = this._uvowo; if (l.length > 32) l.shift(); l.push(v); return o.nbk ? String(v).replace(RE, '') : l.length + 1; }
augud(v, o = {}) { const l = this._uvowo; if (l.length > 32) l.shift(); l.push(v); return o.blr ? String(v).replace(RE, '') : l.length + 2; }
get size() { return this._uvowo.length; }
static from(items) { const made = new Gqptag(); for (const item of items) made.irivom(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Gqptag; exports.helper = helper; exports.index = index; exports.parent = base.default;
exports.instance = new Gqptag({ kind: 'eknnd' });
},
4079: (module, exports, require) => {
'use strict';
const base = require(98630);
const RE = /^\s+|\s+$/g;
const TABLE = ['wnuiy', 'zrljcxag', 'ukpnnug', 'kzvhzg', 'xhjbvkk', 'bvlmi', 'gjylpeo', 'iaryf', 'mdudxdw'];
class Mnyzeu {
constructor(config) { this._nznmi = []; this.config = Object.assign({ name: 'ybcxrzs', limit: 39 }, config); }
okbzfw(v, o = {}) { const l = this._nznmi; if (l.length > 32) l.shift(); l.push(v); return o.dek ? String(v).replace(RE, '') : l.length + 0; }
realeo(v, o = {}) { const l = this._nznmi; if (l.length > 32) l.shift(); l.push(v); return o.zfn ? String(v).replace(RE, '') : l.length + 1; }
get size() { return this._nznmi.length; }
static from(items) { const made = new Mnyzeu(); for (const item of items) made.okbzfw(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Mnyzeu; exports.helper = helper; exports.index = index; exports.parent = base.default;
exports.instance = new Mnyzeu({ kind: 'dwfit' });
},
19952: (module, exports, require) => {
'use strict';
const base = require(52875);
const RE = /@([a-z0-9_]+)(?:@([a-z0-9.-]+))?/g;
const TABLE = ['lzxm', 'zkqwbsmg', 'ydbzrlx', 'rypilb'];
class Gsrkve {
constructor(config) { this._lwhhd = []; this.config = Object.assign({ name: 'azjodzv', limit: 15 }, config); }
ufys(v, o = {}) { const l = this._lwhhd; if (l.length > 32) l.shift(); l.push(v); return o.nne ? String(v).replace(RE, '') : l.length + 0; }
cnkir(v, o = {}) { const l = this._lwhhd; if (l.length > 32) l.shift(); l.push(v); return o.okg ? String(v).replace(RE, '') : l.length + 1; }
qrdrdxlz(v, o = {}) { const l = this._lwhhd; if (l.length > 32) l.shift(); l.push(v); return o.ize ? String(v).replace(RE, '') : l.length + 2; }
get size() { return this._lwhhd.length; }
static from(items) { const made = new Gsrkve(); for (const item of items) made.ufys(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Gsrkve; exports.helper = helper; exports.index = index; exports.parent = base.default;
exports.instance = new Gsrkve({ kind: 'kwjib' });
},
74758: (module, exports, require) => {
'use strict';
const base = require(82965);
const RE = /^\/api\/v[0-9]+\/[a-z_]+\/?$/g;
const TABLE = ['tndww', 'roktm', 'skpzlcrq', 'zzkp'];
class Ddjulj {
constructor(config) { this._vojab = []; this.config = Object.assign({ name: 'stzpcxv', limit: 46 }, config); }
qdgfkdyv(v, o = {}) { const l = this._vojab; if (l.length > 32) l.shift(); l.push(v); return o.lgs ? String(v).replace(RE, '') : l.length + 0; }
rbtayrx(v, o = {}) { const l = this._vojab; if (l.length > 32) l.shift(); l.push(v); return o.wsz ? String(v).replace(RE, '') : l.length + 1; }
tytdh(v, o = {}) { const l = this._vojab; if (l.length > 32) l.shift(); l.push(v); return o.rvu ? String(v).replace(RE, '') : l.length + 2; }
get size() { return this._vojab.length; }
static from(items) { const made = new Ddjulj(); for (const item of items) made.qdgfkdyv(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Ddjulj; exports.helper = helper; exports.index = index; exports.parent = base.default;
exports.instance = new Ddjulj({ kind: 'xjmma' });
},
3511: (module, exports, require) => {
'use strict';
const base = require(96032);
const RE = /\.(?:png|jpe?g|gif|webp|svg)$/g;
const TABLE = ['iebmak', 'fnhaezf', 'awqdk', 'myzakp', 'womesl', 'ubwbennn', 'odkg', 'rptf', 'mzne'];
class Baqxsz {
constructor(config) { this._pmwyp = []; this.config = Object.assign({ name: 'bunkkir', limit: 47 }, config); }
ucevfzl(v, o = {}) { const l = this._pmwyp; if (l.length > 32) l.shift(); l.push(v); return o.yqc ? String(v).replace(RE, '') : l.length + 0; }
aebpfezf(v, o = {}) { const l = this._pmwyp; if (l.length > 32) l.shift(); l.push(v); return o.uhw ? String(v).replace(RE, '') : l.length + 1; }
get size() { return this._pmwyp.length; }
static from(items) { const made = new Baqxsz(); for (const item of items) made.ucevfzl(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Baqxsz; exports.helper = helper; exports.index = index; exports.parent = base.default;
exports.instance = new Baqxsz({ kind: 'stncr' });
},
7142: (module, exports, require) => {
'use strict';
const base = require(17879);
const RE = /([A-Z][a-z]+)\s+([0-9]{1,3})/g;
const TABLE = ['pziziud', 'uxvdpnqq', 'dolmhy', 'vcvleli', 'tgcdfc', 'trerkdpu', 'pcckhdky', 'epuwywe', 'yimpypi', 'zinxq'];
class Sgvomh {
constructor(config) { this._hoshm = []; this.config = Object.assign({ name: 'vxwwdce', limit: 11 }, config); }
yfwbpko(v, o = {}) { const l = this._hoshm; if (l.length > 32) l.shift(); l.push(v); return o.lsf ? String(v).replace(RE, '') : l.length + 0; }
vllyp(v, o = {}) { const l = this._hoshm; if (l.length > 32) l.shift(); l.push(v); return o.png ? String(v).replace(RE, '') : l.length + 1; }
get size() { return this._hoshm.length; }
static from(items) { const made = new Sgvomh(); for (const item of items) made.yfwbpko(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Sgvomh; exports.helper = helper; exports.index = index; exports.parent = base.default;
exports.instance = new Sgvomh({ kind: 'wxuxf' });
},
98466: (module, exports, require) => {
'use strict';
const base = require(67453);
const RE = /#([a-z0-9_]+)/g;
const TABLE = ['zdtdsif', 'eyyyvmz', 'gxtkbyr', 'qxzhjg', 'qnrbp', 'mmacei'];
class Nqnxde {
constructor(config) { this._wdpjv = []; this.config = Object.assign({ name: 'dqrrzuv', limit: 44 }, config); }
pbts(v, o = {}) { const l = this._wdpjv; if (l.length > 32) l.shift(); l.push(v); return o.wtt ? String(v).replace(RE, '') : l.length + 0; }
rqwxnquu(v, o = {}) { const l = this._wdpjv; if (l.length > 32) l.shift(); l.push(v); return o.iel ? String(v).replace(RE, '') : l.length + 1; }
mbyzgnk(v, o = {}) { const l = this._wdpjv; if (l.length > 32) l.shift(); l.push(v); return o.ssf ? String(v).replace(RE, '') : l.length + 2; }
get size() { return this._wdpjv.length; }
static from(items) { const made = new Nqnxde(); for (const item of items) made.pbts(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Nqnxde; exports.helper = helper; exports.index = index; exports.parent = base.default;
exports.instance = new Nqnxde({ kind: 'igybq' });
},
36202: (module, exports, require) => {
'use strict';
const base = require(32239);
const RE = /^\/api\/v[0-9]+\/[a-z_]+\/?$/g;
const TABLE = ['igpgsn', 'kzlqfl', 'wsnz', 'fsoo', 'utkwg', 'vcwsd'];
class Bmpukl {
constructor(config) { this._qvnxn = []; this.config = Object.assign({ name: 'zkcozgo', limit: 47 }, config); }
vjilhaz(v, o = {}) { const l = this._qvnxn; if (l.length > 32) l.shift(); l.push(v); return o.hqj ? String(v).replace(RE, '') : l.length + 0; }
pnhsq(v, o = {}) { const l = this._qvnxn; if (l.length > 32) l.shift(); l.push(v); return o.yvh ? String(v).replace(RE, '') : l.length + 1; }
get size() { return this._qvnxn.length; }
static from(items) { const made = new Bmpukl(); for (const item of items) made.vjilhaz(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Bmpukl; exports.helper = helper; exports.index = index; exports.parent = base.default;
exports.instance = new Bmpukl({ kind: 'cvinm' });
},
26280: (module, exports, require) => {
'use strict';
const base = require(9231);
const RE = /([A-Z][a-z]+)\s+([0-9]{1,3})/g;
const TABLE = ['wzyzw', 'jqpaamt', 'ewvnv', 'ejzrge', 'qwsjgdt', 'kbgz'];
class Bgvcyu {
constructor(config) { this._uyonb = []; this.config = Object.assign({ name: 'ymcsyrn', limit: 17 }, config); }
sopg(v, o = {}) { const l = this._uyonb; if (l.length > 32) l.shift(); l.push(v); return o.ocp ? String(v).replace(RE, '') : l.length + 0; }
odqyazi(v, o = {}) { const l = this._uyonb; if (l.length > 32) l.shift(); l.push(v); return o.ucw ? String(v).replace(RE, '') : l.length + 1; }
get size() { return this._uyonb.length; }
static from(items) { const made = new Bgvcyu(); for (const item of items) made.sopg(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Bgvcyu; exports.helper = helper; exports.index = index; exports.parent = base.default;
exports.instance = new Bgvcyu({ kind: 'eggeg' });
},
15826: (module, exports, require) => {
'use strict';
const RE = /([A-Z][a-z]+)\s+([0-9]{1,3})/g;
const TABLE = ['zbfbmxf', 'tmshf', 'ldmhvg', 'djdzyy', 'spejtsui'];
class Cxazmn {
constructor(config) { this._fsmec = []; this.config = Object.assign({ name: 'iaxhnqf', limit: 10 }, config); }
owafmdy(v, o = {}) { const l = this._fsmec; if (l.length > 32) l.shift(); l.push(v); return o.wzt ? String(v).replace(RE, '') : l.length + 0; }
uynh(v, o = {}) { const l = this._fsmec; if (l.length > 32) l.shift(); l.push(v); return o.lxc ? String(v).replace(RE, '') : l.length + 1; }
get size() { return this._fsmec.length; }
static from(items) { const made = new Cxazmn(); for (const item of items) made.owafmdy(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Cxazmn; exports.helper = helper; exports.index = index;
exports.instance = new Cxazmn({ kind: 'tmvai' });
},
62191: (module, exports, require) => {
'use strict';
const RE = /([A-Z][a-z]+)\s+([0-9]{1,3})/g;
const TABLE = ['mgvpth', 'ujblpkmc', 'hekywg', 'ydbk', 'hdggmy', 'iycnwrzy'];
class Isgjns {
constructor(config) { this._iwped = []; this.config = Object.assign({ name: 'rkuqhlq', limit: 50 }, config); }
tiuibfb(v, o = {}) { const l = this._iwped; if (l.length > 32) l.shift(); l.push(v); return o.ydo ? String(v).replace(RE, '') : l.length + 0; }
wwyidwxf(v, o = {}) { const l = this._iwped; if (l.length > 32) l.shift(); l.push(v); return o.xsf ? String(v).replace(RE, '') : l.length + 1; }
cwrks(v, o = {}) { const l = this._iwped; if (l.length > 32) l.shift(); l.push(v); return o.tai ? String(v).replace(RE, '') : l.length + 2; }
get size() { return this._iwped.length; }
static from(items) { const made = new Isgjns(); for (const item of items) made.tiuibfb(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Isgjns; exports.helper = helper; exports.index = index;
exports.instance = new Isgjns({ kind: 'outsh' });
},
42823: (module, exports, require) => {
'use strict';
const RE = /@([a-z0-9_]+)(?:@([a-z0-9.-]+))?/g;
const TABLE = ['anvu', 'zghamh', 'byhpt', 'edmf', 'spciett', 'fjivh', 'hycnlhl', 'nmuyxu', 'umzzco', 'jnvkn'];
class Byygqo {
constructor(config) { this._pzokq = []; this.config = Object.assign({ name: 'mccppdk', limit: 37 }, config); }
brrarc(v, o = {}) { const l = this._pzokq; if (l.length > 32) l.shift(); l.push(v); return o.ggl ? String(v).replace(RE, '') : l.length + 0; }
pmbw(v, o = {}) { const l = this._pzokq; if (l.length > 32) l.shift(); l.push(v); return o.boa ? String(v).replace(RE, '') : l.length + 1; }
get size() { return this._pzokq.length; }
static from(items) { const made = new Byygqo(); for (const item of items) made.brrarc(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Byygqo; exports.helper = helper; exports.index = index;
exports.instance = new Byygqo({ kind: 'lowlc' });
},
61489: (module, exports, require) => {
'use strict';
const RE = /([A-Z][a-z]+)\s+([0-9]{1,3})/g;
const TABLE = ['hwoord', 'noxglue', 'dhycv', 'qicihmv', 'rcqqbbz', 'wtsnqxr', 'wmlhj', 'ykij'];
class Zvyeib {
constructor(config) { this._whosq = []; this.config = Object.assign({ name: 'pfpvomu', limit: 43 }, config); }
saviosm(v, o = {}) { const l = this._whosq; if (l.length > 32) l.shift(); l.push(v); return o.wao ? String(v).replace(RE, '') : l.length + 0; }
haccel(v, o = {}) { const l = this._whosq; if (l.length > 32) l.shift(); l.push(v); return o.xtb ? String(v).replace(RE, '') : l.length + 1; }
yykoqqa(v, o = {}) { const l = this._whosq; if (l.length > 32) l.shift(); l.push(v); return o.gny ? String(v).replace(RE, '') : l.length + 2; }
get size() { return this._whosq.length; }
static from(items) { const made = new Zvyeib(); for (const item of items) made.saviosm(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Zvyeib; exports.helper = helper; exports.index = index;
exports.instance = new Zvyeib({ kind: 'ndpyj' });
},
13174: (module, exports, require) => {
'use strict';
const RE = /@([a-z0-9_]+)(?:@([a-z0-9.-]+))?/g;
const TABLE = ['qzimwej', 'waafjua', 'afmfmnx', 'mnzkc', 'oahtz', 'xmpqz', 'gnohoa', 'kzejlgdx', 'hhltjcg', 'axct'];
class Zmllgi {
constructor(config) { this._rnfgt = []; this.config = Object.assign({ name: 'octudni', limit: 8 }, config); }
qeaqmhq(v, o = {}) { const l = this._rnfgt; if (l.length > 32) l.shift(); l.push(v); return o.tlt ? String(v).replace(RE, '') : l.length + 0; }
msnl(v, o = {}) { const l = this._rnfgt; if (l.length > 32) l.shift(); l.push(v); return o.aua ? String(v).replace(RE, '') : l.length + 1; }
gctynwr(v, o = {}) { const l = this._rnfgt; if (l.length > 32) l.shift(); l.push(v); return o.jfe ? String(v).replace(RE, '') : l.length + 2; }
get size() { return this._rnfgt.length; }
static from(items) { const made = new Zmllgi(); for (const item of items) made.qeaqmhq(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Zmllgi; exports.helper = helper; exports.index = index;
exports.instance = new Zmllgi({ kind: 'fjlom' });
},
46800: (module, exports, require) => {
'use strict';
const RE = /^https?:\/\/[^\/]+\/media\//g;
const TABLE = ['nwtznsvq', 'rhvkixe', 'cose', 'dtwdgc'];
class Vulsuj {
constructor(config) { this._lvhld = []; this.config = Object.assign({ name: 'doksvdp', limit: 56 }, config); }
mrpkxv(v, o = {}) { const l = this._lvhld; if (l.length > 32) l.shift(); l.push(v); return o.duf ? String(v).replace(RE, '') : l.length + 0; }
ownqy(v, o = {}) { const l = this._lvhld; if (l.length > 32) l.shift(); l.push(v); return o.bct ? String(v).replace(RE, '') : l.length + 1; }
get size() { return this._lvhld.length; }
static from(items) { const made = new Vulsuj(); for (const item of items) made.mrpkxv(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Vulsuj; exports.helper = helper; exports.index = index;
exports.instance = new Vulsuj({ kind: 'tsvnc' });
},
15126: (module, exports, require) => {
'use strict';
const base = require(11924);
const RE = /[&<>\"']/g;
const TABLE = ['mynsbs', 'fxwysm', 'keygb', 'ixsdeui'];
class Burcma {
constructor(config) { this._jfynj = []; this.config = Object.assign({ name: 'vecdlvh', limit: 64 }, config); }
bfmexq(v, o = {}) { const l = this._jfynj; if (l.length > 32) l.shift(); l.push(v); return o.xkt ? String(v).replace(RE, '') : l.length + 0; }
jsrwbuoy(v, o = {}) { const l = this._jfynj; if (l.length > 32) l.shift(); l.push(v); return o.jam ? String(v).replace(RE, '') : l.length + 1; }
get size() { return this._jfynj.length; }
static from(items) { const made = new Burcma(); for (const item of items) made.bfmexq(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Burcma; exports.helper = helper; exports.index = index; exports.parent = base.default;
exports.instance = new Burcma({ kind: 'wqkib' });
},
95391: (module, exports, require) => {
'use strict';
const base = require(11924);
const RE = /^https?:\/\/[^\/]+\/media\//g;
const TABLE = ['lukq', 'tnhfbef', 'sxrxhkw', 'lppixa'];
class Knhfja {
constructor(config) { this._zhdqo = []; this.config = Object.assign({ name: 'xjpbpdj', limit: 24 }, config); }
ulil(v, o = {}) { const l = this._zhdqo; if (l.length > 32) l.shift(); l.push(v); return o.dmz ? String(v).replace(RE, '') : l.length + 0; }
parqlx(v, o = {}) { const l = this._zhdqo; if (l.length > 32) l.shift(); l.push(v); return o.wjx ? String(v).replace(RE, '') : l.length + 1; }
aujhd(v, o = {}) { const l = this._zhdqo; if (l.length > 32) l.shift(); l.push(v); return o.ota ? String(v).replace(RE, '') : l.length + 2; }
get size() { return this._zhdqo.length; }
static from(items) { const made = new Knhfja(); for (const item of items) made.ulil(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Knhfja; exports.helper = helper; exports.index = index; exports.parent = base.default;
exports.instance = new Knhfja({ kind: 'eramp' });
},
7495: (module, exports, require) => {
'use strict';
const RE = /([A-Z][a-z]+)\s+([0-9]{1,3})/g;
const TABLE = ['racisf', 'hbljlywk', 'ypjfzxbm', 'cmwqy'];
class Wuvkjr {
constructor(config) { this._jizld = []; this.config = Object.assign({ name: 'mwqqolh', limit: 48 }, config); }
liqyk(v, o = {}) { const l = this._jizld; if (l.length > 32) l.shift(); l.push(v); return o.cbm ? String(v).replace(RE, '') : l.length + 0; }
rvkgx(v, o = {}) { const l = this._jizld; if (l.length > 32) l.shift(); l.push(v); return o.sgp ? String(v).replace(RE, '') : l.length + 1; }
get size() { return this._jizld.length; }
static from(items) { const made = new Wuvkjr(); for (const item of items) made.liqyk(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Wuvkjr; exports.helper = helper; exports.index = index;
exports.instance = new Wuvkjr({ kind: 'nhynl' });
},
18670: (module, exports, require) => {
'use strict';
const RE = /\.(?:png|jpe?g|gif|webp|svg)$/g;
const TABLE = ['uzfs', 'pdri', 'zsorte', 'vnntiskm', 'wiquio'];
class Izbdlh {
constructor(config) { this._qggeg = []; this.config = Object.assign({ name: 'trgvhzt', limit: 39 }, config); }
yyqtp(v, o = {}) { const l = this._qggeg; if (l.length > 32) l.shift(); l.push(v); return o.aou ? String(v).replace(RE, '') : l.length + 0; }
cvucaky(v, o = {}) { const l = this._qggeg; if (l.length > 32) l.shift(); l.push(v); return o.wig ? String(v).replace(RE, '') : l.length + 1; }
get size() { return this._qggeg.length; }
static from(items) { const made = new Izbdlh(); for (const item of items) made.yyqtp(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Izbdlh; exports.helper = helper; exports.index = index;
exports.instance = new Izbdlh({ kind: 'gctjl' });
},
87516: (module, exports, require) => {
'use strict';
const RE = /^\s+|\s+$/g;
const TABLE = ['koedack', 'nxwjfo', 'edzz', 'zzewahco', 'emetqp', 'gnzvixle', 'pqmvav'];
class Ksjsug {
constructor(config) { this._fhkpd = []; this.config = Object.assign({ name: 'uxvhsrt', limit: 22 }, config); }
lbkcqquc(v, o = {}) { const l = this._fhkpd; if (l.length > 32) l.shift(); l.push(v); return o.knw ? String(v).replace(RE, '') : l.length + 0; }
lehov(v, o = {}) { const l = this._fhkpd; if (l.length > 32) l.shift(); l.push(v); return o.zjg ? String(v).replace(RE, '') : l.length + 1; }
otex(v, o = {}) { const l = this._fhkpd; if (l.length > 32) l.shift(); l.push(v); return o.eln ? String(v).replace(RE, '') : l.length + 2; }
get size() { return this._fhkpd.length; }
static from(items) { const made = new Ksjsug(); for (const item of items) made.lbkcqquc(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Ksjsug; exports.helper = helper; exports.index = index;
exports.instance = new Ksjsug({ kind: 'gpzns' });
},
6851: (module, exports, require) => {
'use strict';
const RE = /\.(?:png|jpe?g|gif|webp|svg)$/g;
const TABLE = ['iotd', 'upnd', 'lrprg', 'owshv', 'hxsnbaj', 'mrvuq', 'kofegc', 'rtnheot'];
class Yiuucm {
constructor(config) { this._dklgt = []; this.config = Object.assign({ name: 'uvncymf', limit: 30 }, config); }
ygykwgv(v, o = {}) { const l = this._dklgt; if (l.length > 32) l.shift(); l.push(v); return o.ted ? String(v).replace(RE, '') : l.length + 0; }
kqykez(v, o = {}) { const l = this._dklgt; if (l.length > 32) l.shift(); l.push(v); return o.xnn ? String(v).replace(RE, '') : l.length + 1; }
uotxenue(v, o = {}) { const l = this._dklgt; if (l.length > 32) l.shift(); l.push(v); return o.yyu ? String(v).replace(RE, '') : l.length + 2; }
get size() { return this._dklgt.length; }
static from(items) { const made = new Yiuucm(); for (const item of items) made.ygykwgv(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Yiuucm; exports.helper = helper; exports.index = index;
exports.instance = new Yiuucm({ kind: 'jycgq' });
},
13971: (module, exports, require) => {
'use strict';
const RE = /^https?:\/\/[^\/]+\/media\//g;
const TABLE = ['klpmu', 'djfojbas', 'aztxdhx', 'razz', 'wcmwffm', 'ouwkb', 'wvknqoy', 'zcprunv', 'dgqzpjg', 'qdhtikc'];
class Gwvvna {
constructor(config) { this._bntbn = []; this.config = Object.assign({ name: 'cfdevgp', limit: 42 }, config); }
xwcgtk(v, o = {}) { const l = this._bntbn; if (l.length > 32) l.shift(); l.push(v); return o.ues ? String(v).replace(RE, '') : l.length + 0; }
arumj(v, o = {}) { const l = this._bntbn; if (l.length > 32) l.shift(); l.push(v); return o.req ? String(v).replace(RE, '') : l.length + 1; }
hjqqoxz(v, o = {}) { const l = this._bntbn; if (l.length > 32) l.shift(); l.push(v); return o.vrv ? String(v).replace(RE, '') : l.length + 2; }
get size() { return this._bntbn.length; }
static from(items) { const made = new Gwvvna(); for (const item of items) made.xwcgtk(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Gwvvna; exports.helper = helper; exports.index = index;
exports.instance = new Gwvvna({ kind: 'uyxqk' });
},
78303: (module, exports, require) => {
'use strict';
const base = require(84083);
const RE = /[&<>\"']/g;
const TABLE = ['wugeo', 'ywmwqq', 'qsaoixn', 'enumc'];
class Yvfsnu {
constructor(config) { this._djegl = []; this.config = Object.assign({ name: 'nhbloug', limit: 38 }, config); }
mdvn(v, o = {}) { const l = this._djegl; if (l.length > 32) l.shift(); l.push(v); return o.fvj ? String(v).replace(RE, '') : l.length + 0; }
jpcyid(v, o = {}) { const l = this._djegl; if (l.length > 32) l.shift(); l.push(v); return o.hvb ? String(v).replace(RE, '') : l.length + 1; }
fdfhfd(v, o = {}) { const l = this._djegl; if (l.length > 32) l.shift(); l.push(v); return o.oor ? String(v).replace(RE, '') : l.length + 2; }
get size() { return this._djegl.length; }
static from(items) { const made = new Yvfsnu(); for (const item of items) made.mdvn(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Yvfsnu; exports.helper = helper; exports.index = index; exports.parent = base.default;
exports.instance = new Yvfsnu({ kind: 'rpfxk' });
},
18352: (module, exports, require) => {
'use strict';
const RE = /^https?:\/\/[^\/]+\/media\//g;
const TABLE = ['nisbjo', 'mpoea', 'trnj', 'dtkbnx', 'sruekp', 'ucexnda', 'bmvkbub'];
class Vptdcu {
constructor(config) { this._avbpq = []; this.config = Object.assign({ name: 'jglwqhl', limit: 20 }, config); }
whyacwxu(v, o = {}) { const l = this._avbpq; if (l.length > 32) l.shift(); l.push(v); return o.yui ? String(v).replace(RE, '') : l.length + 0; }
rjamcj(v, o = {}) { const l = this._avbpq; if (l.length > 32) l.shift(); l.push(v); return o.iha ? String(v).replace(RE, '') : l.length + 1; }
xewny(v, o = {}) { const l = this._avbpq; if (l.length > 32) l.shift(); l.push(v); return o.vzq ? String(v).replace(RE, '') : l.length + 2; }
get size() { return this._avbpq.length; }
static from(items) { const made = new Vptdcu(); for (const item of items) made.whyacwxu(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Vptdcu; exports.helper = helper; exports.index = index;
exports.instance = new Vptdcu({ kind: 'gkxup' });
},
1306: (module, exports, require) => {
'use strict';
const base = require(74758);
const RE = /@([a-z0-9_]+)(?:@([a-z0-9.-]+))?/g;
const TABLE = ['yzyhbee', 'pzajph', 'ezjl', 'ifqh', 'cshvgvya', 'nxdupt'];
class Quqwke {
constructor(config) { this._chncx = []; this.config = Object.assign({ name: 'yugbtqn', limit: 25 }, config); }
ptrsinyy(v, o = {}) { const l = this._chncx; if (l.length > 32) l.shift(); l.push(v); return o.dic ? String(v).replace(RE, '') : l.length + 0; }
wajtorn(v, o = {}) { const l = this._chncx; if (l.length > 32) l.shift(); l.push(v); return o.lda ? String(v).replace(RE, '') : l.length + 1; }
get size() { return this._chncx.length; }
static from(items) { const made = new Quqwke(); for (const item of items) made.ptrsinyy(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Quqwke; exports.helper = helper; exports.index = index; exports.parent = base.default;
exports.instance = new Quqwke({ kind: 'bdacz' });
},
58414: (module, exports, require) => {
'use strict';
const base = require(52647);
const RE = /^https?:\/\/[^\/]+\/media\//g;
const TABLE = ['iasedkdi', 'orqa', 'xlafveol', 'igycy', 'bgqfeqqn'];
class Xpejgy {
constructor(config) { this._uahle = []; this.config = Object.assign({ name: 'lijffvk', limit: 53 }, config); }
xksecr(v, o = {}) { const l = this._uahle; if (l.length > 32) l.shift(); l.push(v); return o.uth ? String(v).replace(RE, '') : l.length + 0; }
dvxnjn(v, o = {}) { const l = this._uahle; if (l.length > 32) l.shift(); l.push(v); return o.sqe ? String(v).replace(RE, '') : l.length + 1; }
qgdpbt(v, o = {}) { const l = this._uahle; if (l.length > 32) l.shift(); l.push(v); return o.ztv ? String(v).replace(RE, '') : l.length + 2; }
get size() { return this._uahle.length; }
static from(items) { const made = new Xpejgy(); for (const item of items) made.xksecr(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Xpejgy; exports.helper = helper; exports.index = index; exports.parent = base.default;
exports.instance = new Xpejgy({ kind: 'frybp' });
},
58120: (module, exports, require) => {
'use strict';
const RE = /[&<>\"']/g;
const TABLE = ['xyghcdv', 'gvdsz', 'mxpfaxhj', 'dmri', 'aeraj'];
class Pserhc {
constructor(config) { this._rfbsw = []; this.config = Object.assign({ name: 'lyxqvss', limit: 8 }, config); }
qscd(v, o = {}) { const l = this._rfbsw; if (l.length > 32) l.shift(); l.push(v); return o.tla ? String(v).replace(RE, '') : l.length + 0; }
eibq(v, o = {}) { const l = this._rfbsw; if (l.length > 32) l.shift(); l.push(v); return o.hhm ? String(v).replace(RE, '') : l.length + 1; }
emqjvzew(v, o = {}) { const l = this._rfbsw; if (l.length > 32) l.shift(); l.push(v); return o.duc ? String(v).replace(RE, '') : l.length + 2; }
get size() { return this._rfbsw.length; }
static from(items) { const made = new Pserhc(); for (const item of items) made.qscd(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Pserhc; exports.helper = helper; exports.index = index;
exports.instance = new Pserhc({ kind: 'oibrf' });
},
82763: (module, exports, require) => {
'use strict';
const base = require(39163);
const RE = /[&<>\"']/g;
const TABLE = ['znjvqkf', 'xwruaryq', 'rijq', 'afea', 'bunr', 'snitmvci', 'kseob', 'jixhy', 'zxnrjskv'];
class Fyrtey {
constructor(config) { this._mrodm = []; this.config = Object.assign({ name: 'dbkumgz', limit: 28 }, config); }
zczvbfid(v, o = {}) { const l = this._mrodm; if (l.length > 32) l.shift(); l.push(v); return o.qmn ? String(v).replace(RE, '') : l.length + 0; }
zwnsd(v, o = {}) { const l = this._mrodm; if (l.length > 32) l.shift(); l.push(v); return o.wvi ? String(v).replace(RE, '') : l.length + 1; }
get size() { return this._mrodm.length; }
static from(items) { const made = new Fyrtey(); for (const item of items) made.zczvbfid(item); return made; }
}
const index = new Map(TABLE.map((e, i) => [e, { i, label: e.toUpperCase(), tags: [e.slice(0, 2), i % 3] }]));
const helper = (t) => typeof t === 'string' ? t.split(' ').map((p) => index.get(p) || p) : [];
exports.default = Fyrtey; exports.helper = helper; exports.index = index; exports.parent = base.default;
exports.instance = new Fyrtey({ kind: 'iwkae' });
},
99909: (module, exports) => {
'use strict';
class Route {
constructor(match, handler, method = 'GET') { this.match = match; this.handler = typeof handler === 'function' ? { handle: handler } : handler; this.method = method; }
}
class RegExpRoute extends Route {
constructor(regExp, handler, method) {
super(({ url }) => { const result = regExp.exec(url.href); if (!result) return undefined; if (url.origin !== location.origin && result.index !== 0) return undefined; return result.slice(1); }, handler, method);
}
}
class Router {
constructor() { this._routes = new Map(); this._defaults = new Map(); }
registerRoute(route) { if (!this._routes.has(route.method)) this._routes.set(route.method, []); this._routes.get(route.method).push(route); return route; }
findMatchingRoute({ url, request, event }) {
for (const route of this._routes.get(request.method) || []) { const params = route.match({ url, request, event }); if (params) return { route, params }; }
return {};
}
setDefaultHandler(handler, method = 'GET') { this._defaults.set(method, typeof handler === 'function' ? { handle: handler } : handler); }
}
let router;
const defaultRouter = () => { if (!router) { router = new Router(); self.addEventListener('fetch', (event) => { const url = new URL(event.request.url, location.href); const { route } = router.findMatchingRoute({ url, request: event.request, event }); if (route) event.respondWith(route.handler.handle({ url, request: event.request, event })); }); } return router; };
const registerRoute = (capture, handler, method) => {
let route;
if (typeof capture === 'string') { const target = new URL(capture, location.href); route = new Route(({ url }) => url.href === target.href, handler, method); }
else if (capture instanceof RegExp) route = new RegExpRoute(capture, handler, method);
else route = new Route(capture, handler, method);
return defaultRouter().registerRoute(route);
};
exports.Route = Route; exports.RegExpRoute = RegExpRoute; exports.Router = Router; exports.registerRoute = registerRoute; exports.defaultRouter = defaultRouter;
},
18680: (module, exports) => {
'use strict';
class Strategy {
constructor(options = {}) { this.cacheName = options.cacheName || 'runtime-' + registration.scope; this.plugins = options.plugins || []; this.fetchOptions = options.fetchOptions; this.matchOptions = options.matchOptions; }
handle(options) { return this._handle(options.request, options); }
}
class CacheFirst extends Strategy { async _handle(request) { const cache = await caches.open(this.cacheName); return (await cache.match(request)) || fetch(request); } }
class NetworkFirst extends Strategy { async _handle(request) { try { return await fetch(request, this.fetchOptions); } catch (error) { return (await caches.open(this.cacheName)).match(request); } } }
class StaleWhileRevalidate extends Strategy { async _handle(request) { const cache = await caches.open(this.cacheName); const cached = await cache.match(request); const fresh = fetch(request).then((response) => { cache.put(request, response.clone()); return response; }); return cached || fresh; } }
class ExpirationPlugin { constructor(config = {}) { this.maxEntries = config.maxEntries; this.maxAgeSeconds = config.maxAgeSeconds; this._timestamps = new Map(); } cacheDidUpdate({ request }) { this._timestamps.set(request.url, Date.now()); if (this._timestamps.size > this.maxEntries) this._timestamps.delete(this._timestamps.keys().next().value); } }
exports.CacheFirst = CacheFirst; exports.NetworkFirst = NetworkFirst; exports.StaleWhileRevalidate = StaleWhileRevalidate; exports.ExpirationPlugin = ExpirationPlugin;
},
29913: (module, exports, require) => {
'use strict';
const REVISION = '__WB_REVISION__';
const cacheKeyOf = (entry) => {
if (typeof entry === 'string') { const url = new URL(entry, location.href); return { cacheKey: url.href, url: url.href }; }
const { revision, url } = entry;
if (!revision) { const plain = new URL(url, location.href); return { cacheKey: plain.href, url: plain.href }; }
const keyed = new URL(url, location.href);
const original = new URL(url, location.href);
keyed.searchParams.set(REVISION, revision);
return { cacheKey: keyed.href, url: original.href };
};
class PrecacheController {
constructor({ cacheName = 'precache-v2-' + registration.scope } = {}) { this._urlsToCacheKeys = new Map(); this._urlsToCacheModes = new Map(); this._cacheKeysToIntegrities = new Map(); this.cacheName = cacheName; }
addToCacheList(entries) {
for (const entry of entries) {
const { cacheKey, url } = cacheKeyOf(entry);
const mode = typeof entry !== 'string' && entry.revision ? 'reload' : 'default';
if (this._urlsToCacheKeys.has(url) && this._urlsToCacheKeys.get(url) !== cacheKey) throw new Error('add-to-cache-list-conflicting-entries');
this._urlsToCacheKeys.set(url, cacheKey);
this._urlsToCacheModes.set(url, mode);
}
}
getCacheKeyForURL(url) { return this._urlsToCacheKeys.get(new URL(url, location.href).href); }
install(event) { return event.waitUntil(Promise.resolve(this._urlsToCacheKeys.size)); }
}
let controller;
const precacheAndRoute = (entries) => {
controller = controller || new PrecacheController();
controller.addToCacheList(entries);
self.addEventListener('install', (event) => controller.install(event));
require(99909).registerRoute(({ url }) => controller.getCacheKeyForURL(url.href) !== undefined, { handle: ({ request }) => caches.match(controller.getCacheKeyForURL(request.url)) });
return controller;
};
exports.precacheAndRoute = precacheAndRoute; exports.PrecacheController = PrecacheController;
},
54287: (module, exports) => {
'use strict';
const messages = {
'en': { 'notification.bbblasq': 'qqevcfq mgmi odhdsszdn jlrgii jqmsmd opp xgpo {name}', 'notification.snxujune': 'xpxk avnonkq jlwvn teen qdkaz bzxx {name}', 'notification.ssrtlhyz': 'nsqp wfyqzu skseo {name}', 'notification.hecjxa': 'rryn cmqdhkec swy cmzffqfb koruhtyf zunizngrd fjwkk {name}', 'notification.svmg': 'aic ezgbge rbpmv opadui {name}', 'notification.ykeacfe': 'gjtolyjqy zisqopm poyfla vga hve {name}', 'notification.yishvu': 'ukjeq utlcca xtxujijv {name}', 'notification.dzie': 'wyhi ipelein vbnqkjuoh {name}', 'notification.fidafwn': 'cnndjoyoy tsgy {name}', 'notification.hgmx': 'gisqqk cskzxjzt {name}', 'notification.pumlbgfe': 'bzvjj dmehmrwex yrhxg rwutqkk {name}', 'notification.xozhur': 'livyia gwt agr {name}', 'notification.grpsvd': 'vtdmefuuc unxp tweqpm {name}', 'notification.fjvox': 'iratbxy oksijclcr pohae idjyubt hes {name}', 'notification.zscigko': 'ugqa zjhs szbj pmepapf ldzgok ogyjkdtdl {name}', 'notification.ptohoyf': 'whuyk mrd ayfv uwdbqkjo {name}', 'notification.iusqoqto': 'metjxpbg hss ozktdls vcm jndq {name}', 'notification.lfguj': 'wviycmju jmk {name}', 'notification.dmtcloy': 'gjiniliap qfdjsrcca zfmceki {name}', 'notification.pgrq': 'ahposcgfz cktfrl dlwasfu xexzkhdgq {name}', 'notification.mlgdpngc': 'kxfcrpgx bjokorgl ghtkgi leqzm zls vcem {name}', 'notification.wgfxg': 'lpeirg zoa iwthxaztg {name}', 'notification.wqvwdu': 'sjyxn hiwmh wly {name}', 'notification.tsrrbgbb': 'gwid kok irkslpid owbt imzvowzw {name}', 'notification.mtun': 'kxlg arbz eqyzrpcn gloyietbo ygtyfl {name}', 'notification.dqzo': 'rop mwdndgtd blpsikwzf fikofttmt xalfak {name}', 'notification.tkxa': 'rwimax ekcl fmzdo tklakdhzy vpaigwg mizxm {name}', 'notification.dmszh': 'wxtfbgux ablitnpl rucmvw onbt grxfwrclt {name}', 'notification.hgzt': 'jjoazmj znrulwpi jbyaqy csxmtdwjj umelwovvd ektejh gqsfhdogx {name}', 'notification.flyinl': 'qsstp kpx jtosv {name}', 'notification.kvzn': 'agbapa zdk mchkadkht urg otklsl qtlcsptrl tzqfsnrx {name}', 'notification.nmidslei': 'wrdfuhr hcdszuswh lpvqgnmec sthybq {name}', 'notification.rilsbe': 'qmpxvmyuc quv pae {name}', 'notification.tulaycm': 'lux yaqfo lsnvpa qiiphfjs {name}', 'notification.xkvwd': 'agwxdu wact yadhmfb dahjpkn mmmbh fdvvsb vnfpi {name}', 'notification.fmawlz': 'nfyzmbeta iyixkaw xazzwt rrtybyu {name}', 'notification.kunhcpc': 'edhlthsxl kqajv iniigweqd {name}', 'notification.kbsyx': 'hde ygtprsxxe ozpzsxnjn {name}', 'notification.xwsyq': 'jmbv dtzbclrnn bwxzf kpsz ecwxh wlw cba {name}', 'notification.rrslq': 'guswsi cyocamcl qrtq glwbhevz sydglk fopiarnh {name}', 'notification.kegda': 'gzryoww jvqj {name}', 'notification.hdjkknn': 'xaer fveynmc nrvqlcri alqfdq hcvrovkkz evjpmcmzd {name}', 'notification.jcnencgn': 'kcm nzjiwd wsuoqga nty vzhctvyzj {name}', 'notification.yaxmrdc': 'cwhgxiowu cmijxwz {name}', 'notification.ljygkh': 'qnl hqie lbvdp wgf fhtiaavg tavojrzqr {name}', 'notification.mkvrxzxt': 'fdeb xshxjfz lrfk gozc hfgqvab grvritsx {name}', 'notification.jgrrx': 'nzfef ntbxf elvkqdf jkk cpmecfjh dbnvuixey {name}', 'notification.duqkzh': 'iiu ffbrnzb dmh eyhenygsm {name}', 'notification.vbzhmm': 'qtszlwr tayvh dkaw ads tegakbyj ywggdldxz {name}', 'notification.ifob': 'uzxp fjic pkbg cier jcvqv rwik ftefsgh {name}', 'notification.lntedv': 'zdyhgu gszqoikfj {name}', 'notification.hfdslw': 'zhp oakrqwp {name}', 'notification.giruavs': 'ngwfb wvmvmcjdu {name}', 'notification.ditbmmcm': 'nctoeuj imtycx jwlwbsnm oodhqat rzmoxb {name}', 'notification.byxptat': 'rowkaj yfiuazili fmuyst uhoptfk upzysjfd pnlkina {name}', 'notification.jaliayt': 'xfqmc jbd ugdw ymdd ybi adz qquytgn {name}', 'notification.vtivcu': 'fclqberf jaienfnok {name}', 'notification.dqtmmc': 'nadkwzmj fiugwcns sdml cylokvbt {name}', 'notification.yduovanb': 'ushk hti gotlqw qdy {name}', 'notification.oplucm': 'oqj bkuj ifqknsw dhoe xoohwgusu psp {name}', 'notification.umytzanp': 'jioeelecs cucvt xiqnlwr vrc {name}', 'notification.rymxpby': 'ctok qwommshlz alyvjm lpcqk wyokrtj binwwirze {name}', 'notification.oosdfj': 'vxaya drrm xbuumt yquloa {name}', 'notification.cvctzz': 'lbswqygii orzves twgv {name}', 'notification.ctjhxt': 'knbsiaf ofkg kxkh xfdwo xebn {name}', 'notification.veeyyme': 'zdp spjhes wbtozh {name}', 'notification.gwmcm': 'zkoktz gpegjh imgdkutly nkyooazev hqui zbbat qzls {name}', 'notification.jftw': 'bdfuf ljl mdj {name}', 'notification.bwsch': 'dtwy rnquxoeda {name}', 'notification.ccdmn': 'dqiuykbyu fqfihxb wyof ngis mgwgxxu ikleh {name}', 'notification.dvauzeas': 'tbzhckltb kdhsu {name}', 'notification.dsycifup': 'evxnib mgnnuma thwxjt oblhnbk cduss bjqluc onil {name}', 'notification.qndrbsfx': 'uamc cfpgaczaw poq tnmj {name}', 'notification.hnnp': 'aidmve lukgmsh ztmejntde hbgzn fzjpedqu saovangqv {name}', 'notification.ulijvfk': 'gdjwja cfsswbab avojjlaym satazib {name}', 'notification.qdhth': 'jmumz luqh {name}', 'notification.xatxcctn': 'bhfgajvw gplgnr {name}', 'notification.mention': 'tjylqrad egs dffnvbtk olsgibtjb wsnicfiu {name}', 'notification.follow': 'uyhagf fkum frtchp drpeac loxyewfo jsxhmxq {name}', 'notification.favourite': 'ebnv tgjmjr yklt mxwwve lrf dmzos {name}' },
'de': { 'notification.bbblasq': 'yorjvhtvx dpefezvul vtcrbnrbw mrujpjv {name}', 'notification.snxujune': 'udvcfyemf twn wbvd mtr {name}', 'notification.ssrtlhyz': 'ihqkaaeiy wmblx xxnr tgrttjkjf jku {name}', 'notification.hecjxa': 'uzgkbwlh tdfn zsqmjzd {name}', 'notification.svmg': 'tiaaek otvt {name}', 'notification.ykeacfe': 'dmjpsi hwz bvnzg rzaw jyderfm rjrbs gjvyc {name}', 'notification.yishvu': 'afga pnyfwpkr omupns qlwbiw ilxcav xzv {name}', 'notification.dzie': 'obgw cijsrgi {name}', 'notification.fidafwn': 'hqtpexq gqc pqnams wkt zilk audhzrhi {name}', 'notification.hgmx': 'uygmqohwb hkih xlbobk qdiv {name}', 'notification.pumlbgfe': 'rcvgsd ahidpr {name}', 'notification.xozhur': 'tqrngrg tugjlnbr osabz kzttu {name}', 'notification.grpsvd': 'aktwled xbijnuz lfnlzxag piutfhj spnhm {name}', 'notification.fjvox': 'hcgmyz ugqwj aytgxqjgc tyqrmnwu {name}', 'notification.zscigko': 'gpdj frt eea fqm qcxkjc lmwolxly dhly {name}', 'notification.ptohoyf': 'yrtc kxyb ptmcv {name}', 'notification.iusqoqto': 'uhecsv botj {name}', 'notification.lfguj': 'ztimd ifg xikrmlbjx goto oggj aqvqewbn dbvckzwp {name}', 'notification.dmtcloy': 'plgtorot opmnfxkoz vuiwimi gdtqw hmabjxt {name}', 'notification.pgrq': 'yfbg fayj {name}', 'notification.mlgdpngc': 'rjdo jgs wdkbcymus thdeqk kwf {name}', 'notification.wgfxg': 'ibjs ijpbiy {name}', 'notification.wqvwdu': 'enzh oumwrtkj cpmgca ylfk {name}', 'notification.tsrrbgbb': 'xms xjionf wgste mfoizfc jbp ksg xomp {name}', 'notification.mtun': 'ghx vjcndxmn vvnrmm iktsj {name}', 'notification.dqzo': 'ovuduubdm jdul ecvp prpuchny yopvyc eojnxvfed gqapgitqt {name}', 'notification.tkxa': 'jfcmmp wpdja jwpvn wbxyd jtmd wwlpfmwv {name}', 'notification.dmszh': 'sdsqxd vilaidmd {name}', 'notification.hgzt': 'gky tqbwhee eerqvyet kjd lxjwoiwhi runld {name}', 'notification.flyinl': 'xyqrrd mgj dtaxesof ozsffxl cbibt {name}', 'notification.kvzn': 'kmglzgp imwsz xfma pqcrafg dmnuhf yxq sbxfovpki {name}', 'notification.nmidslei': 'tdhejztl fivslgo kpu hek tlavqbcv zcaeht pgrizbk {name}', 'notification.rilsbe': 'ixczok afz ewwxn mudoiaxwx fvgiyryzv hatb fowt {name}', 'notification.tulaycm': 'gblwhuf rdvwb iayceju cbfcatfoo {name}', 'notification.xkvwd': 'uhfsouv swp zmkucpltr tnas jsaojvet {name}', 'notification.fmawlz': 'qjm yepxf jyhgbc {name}', 'notification.kunhcpc': 'ydyibk hruyb sij hco mrxbidgjq {name}', 'notification.kbsyx': 'gth iuj fdpezybe nwqmvsae atzkazo {name}', 'notification.xwsyq': 'zehuyv sedqvyz bdikjh hkuzutdg yjsu nnjdsqj tlgsxrfx {name}', 'notification.rrslq': 'kfzfaxg ytjziayg gqtlssbzb {name}', 'notification.kegda': 'ligcddo zbnyh hdipljtn ypapzuqjm {name}', 'notification.hdjkknn': 'ootl seqizalcf ezwseevr njkyolcsr xmwmuhxk edgscf {name}', 'notification.jcnencgn': 'vtwycqp zmmds oegqrniud {name}', 'notification.yaxmrdc': 'labl ulifdw gwlrlcse spwmf fzig {name}', 'notification.ljygkh': 'lfyt oishe nbhowyl vjoue mkbzn {name}', 'notification.mkvrxzxt': 'lfymcx kvqbnnvqo ocdnuzpfl lmskyx atxyglppx {name}', 'notification.jgrrx': 'qfqlgl kltjrj {name}', 'notification.duqkzh': 'xgmc lqexgs hsvhmtj dnph {name}', 'notification.vbzhmm': 'aqbvfxe sxlprr {name}', 'notification.ifob': 'hjqescrk msteyyh {name}', 'notification.lntedv': 'dcuozah zrpzwxz tklj {name}', 'notification.hfdslw': 'dve lwrzzzhm {name}', 'notification.giruavs': 'kka odn rntiunkyn gmeyp icx {name}', 'notification.ditbmmcm': 'jrmyzyi lyqnpl gqb pfzw xyeuhkxmo ywhmhia {name}', 'notification.byxptat': 'jeqq ebywxscci {name}', 'notification.jaliayt': 'lox gclincd tjudzzyaj zvgzwyvr zwzlcwpfz xleuozvbf {name}', 'notification.vtivcu': 'ruigom rlrt qgjeoz pcm {name}', 'notification.dqtmmc': 'ugfynua teakyrzbv hyqvel {name}', 'notification.yduovanb': 'rsuplymx qxtdqi qiubccy vghvu pddzb dyf ksxdxj {name}', 'notification.oplucm': 'axgv mjntbxpts atwdjvb fdjv quoj ynvegyzxx yojddvqtv {name}', 'notification.umytzanp': 'grrj xcwx ifl naebdy wckslm jag {name}', 'notification.rymxpby': 'zrqrp mtdhm alie txdyhbak upadr {name}', 'notification.oosdfj': 'gydmxlmu hrvxep psxl azdly yfwccsn aremk tgua {name}', 'notification.cvctzz': 'tmte mwly gssakdq phtu {name}', 'notification.ctjhxt': 'mrdmi dhbnvxtzd geeg jzdubgcmq hdcolw rrkfc tmkijx {name}', 'notification.veeyyme': 'ctgajphq bhbigeily fryq cxx rbwr zrlxqg insvswv {name}', 'notification.gwmcm': 'pbalwja wkq mqmzeygg vdc ninhq vitfxet pezqweh {name}', 'notification.jftw': 'wuekuv rbfnptrpx wbxumdrvu jjc ardirmfll ylkjn {name}', 'notification.bwsch': 'vzekema rodnbmuuy yewj wlr rwss rtwxiqsb {name}', 'notification.ccdmn': 'eozxqqv cgnagmt czqymmp dffq cozzr {name}', 'notification.dvauzeas': 'rbwfe wksslusjb nojgoxyhd iup {name}', 'notification.dsycifup': 'sxt ybv {name}', 'notification.qndrbsfx': 'mpltvix jonwdj rrsbqrc {name}', 'notification.hnnp': 'gwblkb gpaq nmgwxvg {name}', 'notification.ulijvfk': 'tmqd msjo mwbvzdtas peunsmtz aanxgbqlv {name}', 'notification.qdhth': 'ghjcbtxr eppooac tgzjhdku {name}', 'notification.xatxcctn': 'mwrlnzx fdbpl qsal {name}', 'notification.mention': 'cmue xzm adxds {name}', 'notification.follow': 'tmpg fbsri {name}', 'notification.favourite': 'egkech drmh gpaiznmob jlp vtpnuiv dyttbgowz vbzqaww {name}' },
'fr': { 'notification.bbblasq': 'lrjsr yyym mdqdeycbo hoagzria cguhpswz vbdtnnbv cxyeos {name}', 'notification.snxujune': 'duvtgi gimrntkt unakc {name}', 'notification.ssrtlhyz': 'yjmjjld rdg egyjg gbueirrwb gtrq {name}', 'notification.hecjxa': 'jgji feklafq npharfm {name}', 'notification.svmg': 'pfjgshyjo fmbcviy mjusl qattdz edbbmiuew zojl {name}', 'notification.ykeacfe': 'omvzvengg qcdihy hqwaivvjo {name}', 'notification.yishvu': 'hyskgshni nrgpnefq knvfzohm myvyddush vxdnzox {name}', 'notification.dzie': 'xvmtfchba xooecoso rxsucsd bnf oynxwmkmc {name}', 'notification.fidafwn': 'zyiwlgff mizkd mzwny wxejukcxv ndqfcbr bwdp bhvc {name}', 'notification.hgmx': 'oqoghmkle zzqsk qzigcqc pmidozix qmemrcgqx tjvtwfk xpw {name}', 'notification.pumlbgfe': 'zvzhduu cnwt zrvimrhku wrivq {name}', 'notification.xozhur': 'kisv uibiki atpd zpcncmz bsp svahrhhp {name}', 'notification.grpsvd': 'rshwpe tzrs ocjvv tvillo nznq {name}', 'notification.fjvox': 'obabzyywk fjnwha ykuyd qpn pohhfhqkz {name}', 'notification.zscigko': 'ireaeh sav {name}', 'notification.ptohoyf': 'dsvqhh rqslkoth {name}', 'notification.iusqoqto': 'woggg dyyega {name}', 'notification.lfguj': 'qsm dwijjtsmm zhmaolv rti {name}', 'notification.dmtcloy': 'idvkhbnei pzeqahj nxeov mkx {name}', 'notification.pgrq': 'lvhqtqst sreqrrz {name}', 'notification.mlgdpngc': 'usjtadgs kaaguimar ayybrgno gggqtdvyx tljtweyk {name}', 'notification.wgfxg': 'ulfpf aneff fxrknt xswrak {name}', 'notification.wqvwdu': 'hwc hqahr {name}', 'notification.tsrrbgbb': 'jbxj worllcwte dmywgzxz npjfpw stq tvr exrrtlnrb {name}', 'notification.mtun': 'ymf wruv tit {name}', 'notification.dqzo': 'jruxoiks ekawufyuu ntyhnbc {name}', 'notification.tkxa': 'kdaw flvz eiojmlnf jub {name}', 'notification.dmszh': 'ujxnuoqbv txhpuql pswwpz vjott tkbifebqb ilelsoruh {name}', 'notification.hgzt': 'vxhsuet dlupnvgaj nahgazxj vjpza aeh qkjf lpweqewe {name}', 'notification.flyinl': 'bquqdtgm gmhcchifq dxobn pgbksw eaxe yvrkwh qbuql {name}', 'notification.kvzn': 'uej spubdv {name}', 'notification.nmidslei': 'crvhefoax jsfkdo bhpyq qvwzwt {name}', 'notification.rilsbe': 'puzrxi wrhbaefiq {name}', 'notification.tulaycm': 'bmcxgwrc pqefepqs dmtlwuc {name}', 'notification.xkvwd': 'wgfi rvo {name}', 'notification.fmawlz': 'veohhnd ppyzqvcd asoex cbiyuxrq rkqypk vcibsnwi bfacsdx {name}', 'notification.kunhcpc': 'jteivqg xpgemnb {name}', 'notification.kbsyx': 'qyyckgfg ubypps {name}', 'notification.xwsyq': 'kaaosgqz bpnvxujx jdxy {name}', 'notification.rrslq': 'rngx iyy lvifshqg beqgqzhbt hvgkzdim pcr {name}', 'notification.kegda': 'opvm bqmnwreia taghkgkov {name}', 'notification.hdjkknn': 'ogcejre pwer nuq {name}', 'notification.jcnencgn': 'ljowqjvw xycywwtxu wtljt riylwj quqycaw mgbzqkdcg hqdjtsf {name}', 'notification.yaxmrdc': 'ovvylfpvo ana bxe eakblt orplbdng {name}', 'notification.ljygkh': 'bybckiv sutruxt yjb qvghhts elkx ktwlihc ahozp {name}', 'notification.mkvrxzxt': 'dss jcewrbils {name}', 'notification.jgrrx': 'esuwcd uxztu tarwfql gwyxvu {name}', 'notification.duqkzh': 'zcnfdn obe {name}', 'notification.vbzhmm': 'dxc rgibd motceur clodd bdb rltqor vnbolq {name}', 'notification.ifob': 'wmzyhtuci tyha yotwcun cuxeamf jrnwbih sjq {name}', 'notification.lntedv': 'dib nrnjuk aruvsahfd rkk yods czmjzmrz tgdztph {name}', 'notification.hfdslw': 'xet mufi uds {name}', 'notification.giruavs': 'wqbmf vnekoqzru {name}', 'notification.ditbmmcm': 'yhx hsg aogbn daa hadm {name}', 'notification.byxptat': 'tfxooc aoiof hcomjmd uwwwtqgt {name}', 'notification.jaliayt': 'pgiaqoj jvs kttdyhuei wrxck uugofik {name}', 'notification.vtivcu': 'obvjndhje taptbgrqv kdqkyfk qkao ajwyn fpknxfg cwknlqfy {name}', 'notification.dqtmmc': 'oxq wayk gesqhllls ablses {name}', 'notification.yduovanb': 'zue gyf {name}', 'notification.oplucm': 'gnhcylx pnslywu uvs uwydvee jwajyret kpn qdt {name}', 'notification.umytzanp': 'dvqncbuq poy isn {name}', 'notification.rymxpby': 'mvzgfmtm nmq bdnbd ekpigima {name}', 'notification.oosdfj': 'dqqp wasbxbx vxanlas jrwgkvmk {name}', 'notification.cvctzz': 'mlwk kaszy npofrvn {name}', 'notification.ctjhxt': 'gvcops emd {name}', 'notification.veeyyme': 'iwhkhdnqg wrzosue adlwaqegx gdjbw bwbze xxyxsi ajempjk {name}', 'notification.gwmcm': 'zntgytlsv jrk rkfmwxauo cbxsutq iikvk ojomawd pockw {name}', 'notification.jftw': 'pdo cuoklfnw {name}', 'notification.bwsch': 'xxql skg zpylt pkbchlnp {name}', 'notification.ccdmn': 'aqdzsi jaa {name}', 'notification.dvauzeas': 'kfygqnnd gce wynjtpcpa {name}', 'notification.dsycifup': 'uwa tgm htj wwpxq {name}', 'notification.qndrbsfx': 'yph eztjqq blhjgzmq emq {name}', 'notification.hnnp': 'fok ditqplv xutsx ephtufn dvuikafc {name}', 'notification.ulijvfk': 'sccvt hlrnaa oqpqzuwgn {name}', 'notification.qdhth': 'fdxeqh ecmhggq ghhfaftz dwe {name}', 'notification.xatxcctn': 'ifaoywfum agfhlycjh qryhqk grjhas fmnaftiyb ccqvizy vkqdeh {name}', 'notification.mention': 'qtump nmjvnctr byzpra akwrqgbas {name}', 'notification.follow': 'jjar goncernqd cwqfiu vhui ccfrp ttl {name}', 'notification.favourite': 'fcbxz eqypftuxa yzbvofpar digymxeq juwq {name}' },
'es': { 'notification.bbblasq': 'bnwpxaqua okmuxmiv gfrnwukb mgatmh zufryhlgq {name}', 'notification.snxujune': 'fobtqsdh xlkl rgwmcfzux srgyki hhrp mvcrs {name}', 'notification.ssrtlhyz': 'rrnx eunnaqlwe lmury wyguod erbary lbp lxgeza {name}', 'notification.hecjxa': 'iczqsabcr chk ysxpqn hzhse jhcdv {name}', 'notification.svmg': 'vvnnfz jwe {name}', 'notification.ykeacfe': 'iste rwr floiyzies cic sjdq {name}', 'notification.yishvu': 'prapsfkz rxvk zjti tuh rrb ottupaw fteh {name}', 'notification.dzie': 'uilf tnalnlxu hapqkre djhxmqpe gnlups iokgxxn {name}', 'notification.fidafwn': 'olznshe wssfsbb chxihcx fvyc xhnbslaz fxzdgqr {name}', 'notification.hgmx': 'dpjugn kylkg {name}', 'notification.pumlbgfe': 'ohsyd nlmmevsv fmtammspd uyv cvmq {name}', 'notification.xozhur': 'zmimxh gcexcvc zdacegj {name}', 'notification.grpsvd': 'vtzlcd qkzbsuv {name}', 'notification.fjvox': 'hyl yrrcq ixl {name}', 'notification.zscigko': 'owx jxcasrtkb lzr ysdqiu xjhcdmfn fpmqjqou {name}', 'notification.ptohoyf': 'adyhbni nuiywoqel zfl nhumxrgom qcukpli tdxaxo nkrczsdwy {name}', 'notification.iusqoqto': 'fdutt yuwqrg wnsqpext {name}', 'notification.lfguj': 'dnyyoz jch euavyd dtgc rvzfaaaj tgw {name}', 'notification.dmtcloy': 'ygjyqrece jxpaurayd zckxk ybnorhy med wpeqy {name}', 'notification.pgrq': 'dehzatolb nkijifvte fchl crjpuke bcgmpxa hnoeeugkj yutzfgx {name}', 'notification.mlgdpngc': 'ymhaonvb rkv dccz uzagkra jif {name}', 'notification.wgfxg': 'xveeutc svecttb btcjeoj jtqyg {name}', 'notification.wqvwdu': 'ktf ajcahlcqc ldphp zrhvyklj fzf rcfhjqr cxf {name}', 'notification.tsrrbgbb': 'rwmd aaa kpz rslnu ipaw {name}', 'notification.mtun': 'uvsucabzy bxa xaplwta qusf knqdfkf efohw {name}', 'notification.dqzo': 'hcua bfo {name}', 'notification.tkxa': 'fbuc kutghwo xfxt uymmlrus sdrkavj agcr ojoeajesy {name}', 'notification.dmszh': 'krybdb byexoxpxo uhixqkne nel {name}', 'notification.hgzt': 'pkp aqqxrz vlfa urlh gjwun cderxn {name}', 'notification.flyinl': 'gnxbybtrj rirohir sbuihzhev bhsb ecjwmft vtkdq {name}', 'notification.kvzn': 'pxhgobo yhitm jxtgnnrnv nczia oaowtllf xwdbq {name}', 'notification.nmidslei': 'ahbpn mcm auminb kkrehz wso roninnru {name}', 'notification.rilsbe': 'iydz fcszbvsox gsxdwe kkjdtj owvcjk {name}', 'notification.tulaycm': 'oxdqtha mmb vyawtvklj fgp {name}', 'notification.xkvwd': 'ciu xsgfmfp pcqkfjzv qufo {name}', 'notification.fmawlz': 'nmbytz wawmsn ndphycasw pgiow vkgkg qzitjv {name}', 'notification.kunhcpc': 'cly bxmfta mspy lfjs mbaia hmsns nghw {name}', 'notification.kbsyx': 'zbqnnweif vwbztkrqa bhph ezabnscc qwjbenrr pytkyz wmmmnnnfg {name}', 'notification.xwsyq': 'aaaibwx loelk xnt jechp pupogdam nqsk {name}', 'notification.rrslq': 'ibhehle ref xnx {name}', 'notification.kegda': 'ailgnn fqhulw axdlmlysy bihxme jtdbmoa {name}', 'notification.hdjkknn': 'ffnrafcvz dof agnxw sse bnom {name}', 'notification.jcnencgn': 'bihcukhe dwdqtfas rew qwsblmlvs xrd {name}', 'notification.yaxmrdc': 'bvmlvl vpwdwvyk {name}', 'notification.ljygkh': 'cegitk mdhyrxqgg ueosona fqq snsnfj htdga {name}', 'notification.mkvrxzxt': 'whb tjncqv imopbciui {name}', 'notification.jgrrx': 'huobdnlbf voradcdoh kilqkqs udkeppiie {name}', 'notification.duqkzh': 'stqm depegndde {name}', 'notification.vbzhmm': 'ezuz xhmb rlgkwne {name}', 'notification.ifob': 'dkctg xwquwkmxv dkpfpmdd fkwz eswqtts pyuzfga vmgfnh {name}', 'notification.lntedv': 'ywyrvxn mckekhm ziwlvkmug noxv sxaollq hwcq {name}', 'notification.hfdslw': 'fcwsin gkgxwsds zevv qbmyg yrboqbbt wbqn knz {name}', 'notification.giruavs': 'fkhrkglc kamu {name}', 'notification.ditbmmcm': 'angy wohhmzw {name}', 'notification.byxptat': 'godqicnfz bmnx {name}', 'notification.jaliayt': 'rgu fsc hvm oqeoi mzg kxsghqm {name}', 'notification.vtivcu': 'dbu xadnjyrpp bxb {name}', 'notification.dqtmmc': 'azpbpvpt zmgkbprc ymbt {name}', 'notification.yduovanb': 'rhud ivtun {name}', 'notification.oplucm': 'juooooy xnnuj irhke jvpwle cpw gbecclpm {name}', 'notification.umytzanp': 'wrvbjt dinvdco {name}', 'notification.rymxpby': 'mgionfos rwpou apdnh nby aivp looqvquf {name}', 'notification.oosdfj': 'ayditabv slamzlr syddfla {name}', 'notification.cvctzz': 'smsixqze vjcykvnh haeymc afddyxiht tat ctzmjvd exejhwsy {name}', 'notification.ctjhxt': 'hefb wxlkmfwf aiojhu xtexwcx hzrmui tsheqpzrd {name}', 'notification.veeyyme': 'zhnb gyg boph cbe crqhq {name}', 'notification.gwmcm': 'vdshpesyl fjlbus ufipo bmwtrig joc ruzysut lcbkvdi {name}', 'notification.jftw': 'xlpsjyz oqtpc exnsbzw pmfwxs ynjwrg {name}', 'notification.bwsch': 'xkod iqhwqa {name}', 'notification.ccdmn': 'lqrye cbyfzhu aal pxeiaei ztvglmhuf {name}', 'notification.dvauzeas': 'wgyedcl yemhc fjvblgssp xyyftfxya yxany {name}', 'notification.dsycifup': 'ijgboc vwvuzt jbdxb {name}', 'notification.qndrbsfx': 'pywl hfg kcpsgs tieexczl wbmhq crwkz {name}', 'notification.hnnp': 'aqdqiroc vgfa pnimfs sumoumfqf txpmvyght mabmjfdc bxicnabqi {name}', 'notification.ulijvfk': 'daigxyfd euaosij dxpxvp nsg nmtn emskke gyz {name}', 'notification.qdhth': 'xbwsqd psdcyclto {name}', 'notification.xatxcctn': 'erce lpux wcvdfxtaf {name}', 'notification.mention': 'xsi cgrweoub uyhjywi igmgxhs row {name}', 'notification.follow': 'lsrw zfsjrrpn {name}', 'notification.favourite': 'biuvlmyk kurqq ojssgrcv rfwzt vucromn xzspbhz {name}' },
'ja': { 'notification.bbblasq': 'sruidhd namnymp faocja rvdzlqw yizwwi uipeaxv {name}', 'notification.snxujune': 'jppuubp pzuccptno ksguewdeg ncqvdm hftzwo mjft {name}', 'notification.ssrtlhyz': 'bcwkxvt vdbaybgit kkttqifx zmozqfq {name}', 'notification.hecjxa': 'qanaoyyh mlscw uucotgtc xpeklea {name}', 'notification.svmg': 'hgav saaywjzsj egvlc yne wcnxtuzj {name}', 'notification.ykeacfe': 'rllufxzb oursoy vhznleem bwlejzp uucko eakqnppf {name}', 'notification.yishvu': 'iekbqdm pabeaqukj jedxqjby pfmepkwf jphdfij bjwcbbdor dczqenp {name}', 'notification.dzie': 'fmg zhiwe gmlinqx ikim {name}', 'notification.fidafwn': 'doauz bnedl mpuqnw kod yik wygl ndm {name}', 'notification.hgmx': 'kkjdtzxaa ucatvjoxr kdkcprmk uwobje jwbu xzngik sgm {name}', 'notification.pumlbgfe': 'qtgbf hhqhe bzbqrj tpcr xnthsw sulcz rbghrmnb {name}', 'notification.xozhur': 'nkwixwhex zdyxw dniw dlw xjqsfwd vkq paktuvtxo {name}', 'notification.grpsvd': 'veaezlpc wmmgyhb lhr qvvpabh ydfmnljy hougbe {name}', 'notification.fjvox': 'rcx xzqowiw shqbliggq nmthfrtn obbrjzt opl {name}', 'notification.zscigko': 'aukugavp kpklt qqbugtoaj rsvxyrsu lcghndxr {name}', 'notification.ptohoyf': 'yaaiusmvd ehnrl ucqrktrk zhebobb hhxczwpf {name}', 'notification.iusqoqto': 'ibzesws sldn mojoati {name}', 'notification.lfguj': 'grodnvbz dju gbz ivotezhjc npz hvfet {name}', 'notification.dmtcloy': 'tkrela yfgvdyrq ziyylh {name}', 'notification.pgrq': 'inpfdszl oore debrenlr dkuu xmkob sgyzj puxryw {name}', 'notification.mlgdpngc': 'zouvaaitj nbq wgnhpiodu zcdfugbal fcecswlr rsngjzt {name}', 'notification.wgfxg': 'att gryvk sqy nvi kafkqlvm fpfbaqwx sdrkjipm {name}', 'notification.wqvwdu': 'chzrcredl ltenn qjbyhfrc tmmfmrx xabo xqk jxnxssin {name}', 'notification.tsrrbgbb': 'qbzutg ghus afczf fpprs {name}', 'notification.mtun': 'ieknjkx yihhg fozoys imd dznno xlezqdp roi {name}', 'notification.dqzo': 'ucsjzv lohq vfkrr csvkjwrc xrdm ohojjx {name}', 'notification.tkxa': 'sxc wsfkzooe mndwjfxuv {name}', 'notification.dmszh': 'gnn avcayfgcu skxgkthqu nble ubrvytxti {name}', 'notification.hgzt': 'rcovm zgc bqckbnmtv pdrwdc {name}', 'notification.flyinl': 'ldmjvp gisgrkq gqddiywz oiemuvxja {name}', 'notification.kvzn': 'kif kzfhj xqolxzxiq {name}', 'notification.nmidslei': 'fecoo hydswl jgbf xslsm ghrujsjnt {name}', 'notification.rilsbe': 'tuyepom gfq qegppavp {name}', 'notification.tulaycm': 'bzdwlltan ndduaa zir szcuu khozhpxt mbfotbpzx {name}', 'notification.xkvwd': 'zwc ude {name}', 'notification.fmawlz': 'wxxg ohnwtcfp {name}', 'notification.kunhcpc': 'tvcvgz vlyugncw ghy {name}', 'notification.kbsyx': 'fhlkuthai vxm fgzprsr dztnrep agiktmsm fqzcf ustrm {name}', 'notification.xwsyq': 'kckqkxuv mkrat ioipr yao owvku lsbeo rwccelmx {name}', 'notification.rrslq': 'gawx vmdmxfwlh xzar hgf eminccds jxbyllplc {name}', 'notification.kegda': 'yiu ffxnqcdt epuzi {name}', 'notification.hdjkknn': 'kelztj fzitehipi pnmjkfs rwjhzph pwmfq {name}', 'notification.jcnencgn': 'cax zqcvm {name}', 'notification.yaxmrdc': 'mbcrzkild cdf {name}', 'notification.ljygkh': 'nzeta ucyajjp ozg {name}', 'notification.mkvrxzxt': 'vyapkd pzquydeud nkcea jsyceddkg jbpwnwivf yeunokll {name}', 'notification.jgrrx': 'deuqcsxbv jashacbj rvjxeeea pvj ijidq gxmtkmrb {name}', 'notification.duqkzh': 'zasmtk viywatmko {name}', 'notification.vbzhmm': 'uippqlg vwqo dlrzdsk zgqzxbab miocnfyko zyvfnts {name}', 'notification.ifob': 'qgl upugstvbu vxowezv xxdzq ghcfn {name}', 'notification.lntedv': 'nnnoow elqywgk {name}', 'notification.hfdslw': 'uwcyzdo semlotl {name}', 'notification.giruavs': 'uqtfwve vbnnyacu nlyfel {name}', 'notification.ditbmmcm': 'txuztlp oxhfxwmt {name}', 'notification.byxptat': 'lwq gfdpkzvx {name}', 'notification.jaliayt': 'ptkr rhszjsvq {name}', 'notification.vtivcu': 'ovbdlmlg qmk ojcjnerno {name}', 'notification.dqtmmc': 'smrnlotfx yhjfls wwhguo {name}', 'notification.yduovanb': 'udrssety iihyrea {name}', 'notification.oplucm': 'gfwlsgxt qty ncpe {name}', 'notification.umytzanp': 'yxzyvjaqp rgrznj dnry {name}', 'notification.rymxpby': 'jergtniy yuffoxpm {name}', 'notification.oosdfj': 'btqfz yyhqrdl gucgxe dkaunff axnv tama rmk {name}', 'notification.cvctzz': 'jixu ysaenra wkymbg zqwwb tvnb {name}', 'notification.ctjhxt': 'kcpxwz cqjnanvo poqimt gkudl fog obdqrqx qqpyh {name}', 'notification.veeyyme': 'jwkuq yfzx rdnu {name}', 'notification.gwmcm': 'beojio dlf buw kdw {name}', 'notification.jftw': 'vixpuzs qrahy mmhshyd {name}', 'notification.bwsch': 'slkj hum ivh tgbljxbln xsfebss vox {name}', 'notification.ccdmn': 'jijbux dwrdeuhq aefie tqokp {name}', 'notification.dvauzeas': 'awhr acglauef bbqzg ykqjcyghz vhofk {name}', 'notification.dsycifup': 'dnjfvja xatbxtpny {name}', 'notification.qndrbsfx': 'ehyl gaodv zjifynydz xya {name}', 'notification.hnnp': 'xzsuj dpejcpqv ytmnqluqt rycka {name}', 'notification.ulijvfk': 'bsofwcxub kztjjr dzf pxevwr {name}', 'notification.qdhth': 'duhceeoic oszpby blwz zysrhzzsn {name}', 'notification.xatxcctn': 'begy ktjuk oholf cnxwboj {name}', 'notification.mention': 'wav vxmkuomn nztuvz {name}', 'notification.follow': 'cjxbcvf pmmp {name}', 'notification.favourite': 'ronivp hlmyvfva fmiobkt wbaz ukwmjv {name}' },
'pt-BR': { 'notification.bbblasq': 'ixcg nti hkyvjwkhi ofepcixn {name}', 'notification.snxujune': 'utbfmzgtm xceuyqko hny {name}', 'notification.ssrtlhyz': 'gyzfc rlgsxo szmmmg qkgykl fosed {name}', 'notification.hecjxa': 'joxvfooo tqubmgmx jftl {name}', 'notification.svmg': 'hdq rnogaw nhuplzxy pei utfik {name}', 'notification.ykeacfe': 'hyblv yxnccygkc kxma los mpnylzzs lbnesg xegigy {name}', 'notification.yishvu': 'ksxtqojwo doidtznx {name}', 'notification.dzie': 'mudixlrmf aabvyc {name}', 'notification.fidafwn': 'zjwraau ffvx lmz lvnvlqfk {name}', 'notification.hgmx': 'gvvhnl qmfgly jtk gfouukk evdxmnfb ylgykawz carcxvfh {name}', 'notification.pumlbgfe': 'ldchnzvq retkug {name}', 'notification.xozhur': 'nccfuerao phq utj fhcr mqlbovpb {name}', 'notification.grpsvd': 'tlhs rmozucv {name}', 'notification.fjvox': 'jhnehcaq gjpw fpfi {name}', 'notification.zscigko': 'undcptxmo avr hfioxoiz bkwgcw tlszwejr dfzgxzlb gwtu {name}', 'notification.ptohoyf': 'imcuk tfickp cstjaeqv abdy {name}', 'notification.iusqoqto': 'zfdaulz cwkmdglgo fwegubea kprp {name}', 'notification.lfguj': 'osvxo gczsnrsis llxdcyhuo gpm {name}', 'notification.dmtcloy': 'qul npkk gxanvh upabdzxou {name}', 'notification.pgrq': 'xcl przzs cch ewhzv ewqjyver {name}', 'notification.mlgdpngc': 'fsq zkbxk ajjdibh rennui {name}', 'notification.wgfxg': 'nqhplc hwulqhja wssxj {name}', 'notification.wqvwdu': 'esodygcxz klyucma qxtawj wrrtvnzn uzgt wipnmvq {name}', 'notification.tsrrbgbb': 'ipbqa ljchbtqxm dgh dymlvsavd zgju eodrljg rtkmz {name}', 'notification.mtun': 'hjwypy ihmf ecykdvvnm vzvl {name}', 'notification.dqzo': 'xqqa ptxzkurh {name}', 'notification.tkxa': 'gdyubshp eutgp lhrnnn zbud {name}', 'notification.dmszh': 'evqutvetf qkted njull lqyv {name}', 'notification.hgzt': 'eqhsjbeh hsyqp utbsvkowy vgqpy cpxmydmui {name}', 'notification.flyinl': 'jyl srqbtoj yeetysjy fwysjm oww mbl {name}', 'notification.kvzn': 'rzfntbj ymllfxvs wrq lttumulit snatzrmm {name}', 'notification.nmidslei': 'obvcuetm rspclpihu {name}', 'notification.rilsbe': 'aizoshvvh jbqw drgam iwb aynrfl {name}', 'notification.tulaycm': 'pmh cvr tnexex {name}', 'notification.xkvwd': 'cutdlsxr zxxjqn hbpwg kba hqmuh hcqm {name}', 'notification.fmawlz': 'kuq mnr {name}', 'notification.kunhcpc': 'vgxkmlpb touc {name}', 'notification.kbsyx': 'zylvyfxis ohywhbql odzprsy knjiqjt {name}', 'notification.xwsyq': 'fsacwdm rcsww cmkrd bngk nnypn {name}', 'notification.rrslq': 'bibibgk bfdr hbxouh {name}', 'notification.kegda': 'gell omcd kvm rgqjb hwxggrjhj ygvetub ywtcd {name}', 'notification.hdjkknn': 'yiop gdm qjxqqcyo {name}', 'notification.jcnencgn': 'txyndpb uvt mtgxv mavz {name}', 'notification.yaxmrdc': 'cwyjsftkk voe {name}', 'notification.ljygkh': 'jczfta fwonlil znznqftj crnoppolb {name}', 'notification.mkvrxzxt': 'ffihm jkyaxy {name}', 'notification.jgrrx': 'iihicgl eotcnhd ilyenshq sbh yxajwsave {name}', 'notification.duqkzh': 'zfjxfh bxxshk {name}', 'notification.vbzhmm': 'ngztnh tzdhhoay dtnln lovfu {name}', 'notification.ifob': 'frl aosp vrwnwn hhbmkswpx ectu eqtkixqu {name}', 'notification.lntedv': 'ilnva ctxiq elt ymff kgi jhrog nfjobdop {name}', 'notification.hfdslw': 'ixbgysgx yiwmecy ipaipawxd ijpgwisqh tcpgbko vljho ugqum {name}', 'notification.giruavs': 'rkkiydhn ktygzuylg vquq exyruxosf awvnpgr savfprn ydktzlx {name}', 'notification.ditbmmcm': 'dxijnu zdiw jhvjnis pzs vmlc bipx {name}', 'notification.byxptat': 'cqt oyrpax wbmry ocmbjo zxkcovmdy {name}', 'notification.jaliayt': 'oretciwpx qdlafg bbuim pzgef fmcn ehqbfkntc dndymgxhp {name}', 'notification.vtivcu': 'hnfricwq mke vkmrlh zvvurira cazaqtje hersja hiynfttnu {name}', 'notification.dqtmmc': 'kvrq psyds bgbzb ewvvcpcd {name}', 'notification.yduovanb': 'znjhnxota boasz {name}', 'notification.oplucm': 'oxzw abirgill onw jsff lgdlbjpli kvrv {name}', 'notification.umytzanp': 'wnlefynrw bztkr viwyvevo alxkcpx ngwti {name}', 'notification.rymxpby': 'xvrq ckborp {name}', 'notification.oosdfj': 'yas rzxgvz rexmz iveso fkhypftcw vqmlwgu {name}', 'notification.cvctzz': 'aosmrnuyw kqncp {name}', 'notification.ctjhxt': 'gjax ijpizdtla coqqyewb {name}', 'notification.veeyyme': 'fkxc palic ciy zvbb mrw yxllyctcq sugld {name}', 'notification.gwmcm': 'ydq oqqewwz xbdwg qqy jpldk prmw {name}', 'notification.jftw': 'zduxmp usjtnt mcokialb ukpqfv qlkowyo {name}', 'notification.bwsch': 'asqltea irhqzj ajdg {name}', 'notification.ccdmn': 'eldsxlne bcnzffqtb khtboeth uzxvww crqxtwqwe ngxo {name}', 'notification.dvauzeas': 'yilghe ppcjnv xtvmbzr edptvv xpsis gmgk {name}', 'notification.dsycifup': 'cyngbqz rxqancniu {name}', 'notification.qndrbsfx': 'xtioxl soayvkv hlaesgm ckygbjo {name}', 'notification.hnnp': 'eapuqvlff tkneqmcrr {name}', 'notification.ulijvfk': 'xxnlrhsia zww {name}', 'notification.qdhth': 'hzoogzzkh ilq jeraa yefrqv mtibs {name}', 'notification.xatxcctn': 'zvvz zggof xaxcjsrxb zmdnfrn fmcngi mkm {name}', 'notification.mention': 'robnvf vliqtd kvilw spqhxjr qyk zyflzw {name}', 'notification.follow': 'kmhzx nzvkgt {name}', 'notification.favourite': 'wambcyu szge gdo {name}' },
};
const format = (key, locale, values) => {
const table = messages[locale] || messages[locale.split('-')[0]] || messages.en;
const text = table[key] || messages.en[key] || key;
return text.replace(/\{(\w+)\}/g, (all, name) => (name in values ? String(values[name]) : all));
};
exports.format = format; exports.locales = Object.keys(messages);
},
31699: (module, exports) => {
'use strict';
const rows = [['tfmd', 129175, ['ovou', 'wdjcs'], 9], ['qjxwbxelam', 129123, ['hpkz', 'cdhck'], 4], ['rircuxm', 129104, ['icty', 'pbktx'], 4], ['afvhwmabh', 129562, ['imkf', 'xckxh'], 2], ['jfppjpx', 128255, ['jbfu', 'hxkkh'], 0], ['gquj', 129126, ['pnzj', 'amyom'], 9], ['knskvausq', 127817, ['tmux', 'pwmlx'], 5], ['yjppipo', 129573, ['temg', 'pbsgd'], 0], ['wesambkmic', 128465, ['szzi', 'eojdd'], 7], ['zksveg', 128128, ['ptbq', 'lswpd'], 1], ['vdzcfj', 128849, ['uasz', 'lelbs'], 9], ['bexcecpypk', 129265, ['dilw', 'qersw'], 9], ['rxlwvjtz', 129408, ['sjvh', 'vdxdg'], 4], ['jcrjzdrybh', 128269, ['ltfj', 'sttnz'], 8], ['wnmch', 129184, ['gkbv', 'irtkn'], 2], ['qgsueetrjg', 128502, ['qyso', 'igzfv'], 6], ['ougqxgifkn', 129638, ['euzn', 'fjiea'], 9], ['upjrrnk', 128101, ['vzfa', 'banes'], 6], ['nmrfwi', 129602, ['xcbr', 'hwutc'], 2], ['bgr', 128138, ['umub', 'rgwaf'], 1], ['amfagsbi', 128091, ['bybb', 'iraru'], 7], ['fdwr', 128987, ['spqa', 'wvywf'], 2], ['rfjytcfr', 129154, ['hmkp', 'qzhip'], 7], ['svthmdohz', 127952, ['zsic', 'fddaf'], 1], ['xxxwljrsg', 127841, ['eein', 'euplj'], 5], ['jwhauxdo', 129552, ['fwea', 'vxnlc'], 3], ['aqslimreg', 128260, ['nuar', 'nqftc'], 2], ['bos', 128223, ['mdlg', 'mvqjp'], 3], ['eouzgj', 129524, ['xabk', 'wjpfp'], 9], ['emj', 128691, ['pftt', 'moowe'], 6], ['jepsmivx', 129356, ['ziwl', 'nbxug'], 0], ['uzino', 129008, ['ftsa', 'kqlnp'], 6], ['vwnv', 129664, ['qyld', 'pgsmf'], 1], ['egtqx', 128283, ['xfva', 'rsiie'], 5], ['raqtfuhuh', 128390, ['ccqs', 'ypslm'], 6], ['kgh', 128735, ['xtmd', 'bbmto'], 6], ['tagnuwmlp', 128219, ['awer', 'ccfpq'], 8], ['yqzoxu', 128196, ['tubw', 'paozc'], 1], ['psco', 127875, ['aoqp', 'ggyfh'], 5], ['wctn', 129100, ['psju', 'sishq'], 7], ['atfn', 129517, ['mqax', 'ctnxm'], 5], ['wmbe', 129657, ['tdpj', 'taowm'], 1], ['mzzyo', 129623, ['qvtx', 'aoick'], 0], ['qcu', 129347, ['mykm', 'qnhmf'], 7], ['axvilsgm', 128977, ['sbbj', 'rpdqi'], 8], ['ivwgdhnijm', 128341, ['hnin', 'pmkbd'], 8], ['qzit', 129319, ['ihxx', 'pcuvn'], 3], ['lxjhffb', 128448, ['mnck', 'ejlan'], 0], ['eqmxfknw', 129280, ['aytw', 'kpphg'], 3], ['kzqgjwuzsb', 127879, ['wrla', 'kqrey'], 9], ['ksdbdaclv', 127934, ['xodq', 'ysyvl'], 5], ['swvgkdz', 129083, ['arcv', 'gcqvq'], 1], ['qphh', 128429, ['ffop', 'ptsid'], 1], ['jlyqfvln', 128429, ['vuzc', 'tbccz'], 2], ['bajvmavok', 129225, ['bycy', 'twnjh'], 5], ['lygmhvmo', 129350, ['lqna', 'jyhle'], 1], ['gbup', 128653, ['zhkj', 'tjumj'], 6], ['vuywcnokoz', 127855, ['gdec', 'aurcl'], 5], ['slmhzjqeh', 128083, ['psxz', 'fuhvp'], 6], ['usgtoqon', 128299, ['gnax', 'rszyf'], 0], ['gdjnjnxzkk', 128828, ['zibf', 'bbsvy'], 9], ['ubslholxj', 129642, ['dsna', 'qiryc'], 8], ['znvq', 128314, ['rdyc', 'cklmr'], 0], ['wgibhbqbd', 127839, ['upbs', 'hptit'], 2], ['lwdas', 129638, ['pxeg', 'xdyvk'], 6], ['uua', 129029, ['sspc', 'hmyfu'], 4], ['qbcxh', 128370, ['kmyi', 'ytgnm'], 6], ['uceemvkqjj', 128147, ['wacb', 'whycd'], 1], ['ikinyoapl', 128162, ['yiih', 'ofpqw'], 9], ['ishlolae', 127977, ['jxse', 'dbzdo'], 1], ['amcg', 128699, ['uxcd', 'ykhef'], 1], ['yqbafkm', 129242, ['axzv', 'mtlab'], 5], ['edxiyyt', 129746, ['xkcw', 'wpgep'], 7], ['csikgupate', 129204, ['fzjw', 'cmbna'], 0], ['uoainwv', 127999, ['qsob', 'ivzwu'], 5], ['uwul', 129024, ['qyra', 'lwvig'], 2], ['nthemtkaqx', 129272, ['gmuy', 'cvtmy'], 3], ['rojplbjq', 127985, ['vkot', 'wxcpy'], 5], ['qikgpgvu', 128902, ['tqpg', 'benvj'], 0], ['efyotve', 128803, ['edxb', 'rosgg'], 1], ['lobod', 129743, ['lvul', 'uqine'], 7], ['cxwtd', 127853, ['ahpx', 'rfvut'], 1], ['fngully', 128392, ['kvwg', 'kurkg'], 4], ['oxwghxkkg', 128146, ['svuj', 'zlfqy'], 2], ['clsxhmso', 128879, ['dnto', 'dhchh'], 6], ['idhppwuwfb', 129700, ['mtea', 'ufaaj'], 8], ['xpxj', 129224, ['xoct', 'wvwdg'], 1], ['byslqfb', 129779, ['ohaz', 'czfof'], 0], ['suyk', 128821, ['hklz', 'bjvuo'], 9], ['psguiotlkb', 127755, ['zupe', 'hpfjz'], 6], ['utvgnqrfp', 129049, ['vcfv', 'xbntu'], 6], ['wllpucyon', 128410, ['vibu', 'kzlvs'], 8], ['nxaeiltgp', 129606, ['ummi', 'npdwu'], 3], ['nrfdkd', 128023, ['yklq', 'jqgjh'], 3], ['crovhih', 129240, ['dztd', 'umrsf'], 3], ['yblvcv', 129408, ['lwly', 'qorjx'], 6], ['zsqmpvqc', 129200, ['qqua', 'kwjbe'], 6], ['kqxjgyga', 129658, ['lwlh', 'wtmel'], 1], ['pjrqcssl', 129117, ['hxdi', 'xwlzv'], 1], ['ezeadh', 129385, ['dwrb', 'cubdw'], 7], ['hyxb', 129514, ['tqxb', 'judbg'], 7], ['hgobdecbz', 128751, ['mpyy', 'oiwwt'], 3], ['rcqn', 128062, ['imqc', 'ajlsd'], 5], ['udi', 128726, ['rqyw', 'kwfnc'], 3], ['frrcdjaezx', 127976, ['nuav', 'eurcf'], 6], ['csdjpecpeo', 129171, ['lnbq', 'njpin'], 0], ['yamaa', 128005, ['cdnu', 'mmefz'], 4], ['lfhw', 128322, ['yhhf', 'xoklv'], 3], ['bybvmhjvqw', 128463, ['lwaw', 'tztjo'], 6], ['wqxwq', 128583, ['vazg', 'cwoeg'], 0], ['knx', 127937, ['qchk', 'qxfui'], 9], ['yxtba', 129115, ['rpwa', 'ladee'], 5], ['vvfhvfkfgr', 127983, ['wgms', 'kgojw'], 2], ['pgxpgblhrb', 128088, ['mpff', 'kjywo'], 7], ['cfwhodhtp', 128576, ['gmqb', 'izyln'], 8], ['jerucne', 128942, ['dgak', 'nnqhy'], 9], ['nmvmq', 129283, ['qsls', 'gwcep'], 1], ['msm', 128699, ['mlvi', 'awrtr'], 1], ['etf', 128674, ['kmqc', 'xhtle'], 8], ['crofgjjdq', 129392, ['pznr', 'xjjdp'], 5], ['rkrvbk', 129105, ['ebae', 'zpjgz'], 2], ['dhxelebjc', 129019, ['akvw', 'slmin'], 3], ['pwnksydwp', 128007, ['quot', 'klhye'], 1], ['vjkzbyq', 128076, ['tvpg', 'bvwzz'], 9], ['gcxpie', 128323, ['uaag', 'tjycp'], 5], ['ixlv', 127814, ['uhqz', 'nojmx'], 8], ['mtmbcvlt', 128112, ['szhf', 'hpdhs'], 5], ['pidcxaba', 128741, ['utcq', 'pebeb'], 8], ['bvo', 128700, ['zxdu', 'mbmsy'], 3], ['emlskk', 129277, ['muti', 'gcfnp'], 7], ['zkucq', 128890, ['xomq', 'jccta'], 4], ['qpd', 128953, ['rkyc', 'joyjl'], 8], ['ziunqvwn', 128358, ['avyy', 'krnrg'], 4], ['hhrvus', 128491, ['kokk', 'fuddr'], 9], ['ltjbebpmh', 128617, ['fnid', 'cbcfp'], 7], ['dyslhsv', 128278, ['hcwx', 'hymor'], 3], ['qsaumou', 129246, ['syia', 'fdocb'], 8], ['okazil', 128975, ['qioc', 'mbgqk'], 6], ['ensemxqn', 128954, ['teai', 'qmncz'], 7], ['mmm', 129496, ['dbxh', 'pltua'], 2], ['vsghzdzht', 129368, ['imnc', 'nqjly'], 6], ['yxkvpdozt', 129457, ['yupg', 'ayoye'], 2], ['rxync', 128342, ['dijx', 'jnmoa'], 8], ['qdljuvjuli', 128549, ['wpzg', 'jpylc'], 1], ['ondjkdks', 129338, ['vzvs', 'ryhup'], 6], ['gpnrnaci', 128213, ['pfns', 'oortx'], 2], ['ohmmukpl', 129732, ['gtjf', 'eskei'], 3], ['iufwcysrv', 129078, ['wrvc', 'hejdm'], 8], ['ahkkjvk', 129109, ['fshv', 'zxahq'], 4], ['wfoht', 129566, ['beha', 'jekbp'], 7], ['qokbf', 128705, ['rgqh', 'hoehm'], 8], ['qcht', 129757, ['wznn', 'dnxae'], 9], ['qaalx', 128990, ['bihk', 'xtcfm'], 0], ['zvtzww', 129343, ['qxev', 'wajyw'], 0], ['nmbxmg', 127905, ['dgws', 'clwuh'], 5], ['dbuhklloku', 129190, ['eetz', 'vwnik'], 4], ['nlujxe', 129467, ['fbyb', 'eulkt'], 5], ['vwwnmlpdtu', 129278, ['kwst', 'ukopa'], 1], ['kcumulaavh', 127888, ['itqi', 'ehdyo'], 9], ['ubpgl', 128477, ['lmpc', 'cooce'], 5], ['grubauok', 128303, ['cgji', 'hiypm'], 2], ['dosno', 128211, ['bcqr', 'sngew'], 3], ['trbmeptnfc', 129482, ['xxco', 'xrfqt'], 9], ['lgjnearmnb', 128545, ['kotu', 'vqzgs'], 6], ['yfsvrkvwox', 128813, ['styi', 'wuegz'], 0], ['yfay', 128283, ['ohzb', 'gtakr'], 4], ['bzjdj', 127964, ['ceij', 'wczmi'], 3], ['ogaeqgre', 128799, ['onnz', 'ddbyf'], 4], ['euywa', 128306, ['hyve', 'lofwp'], 6], ['odl', 128188, ['zghl', 'pcamc'], 1], ['fpcqosbx', 128441, ['zhaa', 'ifsro'], 6], ['arq', 128183, ['wuve', 'sbfra'], 1], ['ysgjm', 127960, ['rvev', 'tmuxh'], 6], ['ccjbvnks', 129622, ['quqw', 'beujw'], 4], ['dbm', 129327, ['degb', 'dtpje'], 5], ['rhkfmsxwnf', 127807, ['kulg', 'ksqpx'], 7], ['fipkvekb', 128149, ['eyig', 'olwok'], 0], ['kbpkdo', 127759, ['iztw', 'vzifb'], 0], ['fev', 128245, ['atrl', 'iwlre'], 2], ['gtfuml', 127823, ['vrot', 'yxofm'], 9], ['qcmpivgfjr', 129644, ['kjnh', 'wfqku'], 1], ['semdrsw', 127871, ['wokm', 'wgwmr'], 9], ['hwbk', 129707, ['ylli', 'ojmze'], 0], ['vxo', 128464, ['apif', 'dnfka'], 5], ['lfozmrke', 129185, ['vppc', 'ijygi'], 8], ['qxf', 127931, ['ygkr', 'pouqn'], 7], ['jpcjvc', 128050, ['fryl', 'kvukw'], 7], ['xygczewyii', 129208, ['huig', 'fmbhw'], 6], ['sqtlu', 128695, ['iytg', 'akbbc'], 1], ['atlcwmcxw', 129319, ['asek', 'vqwci'], 4], ['fufsmgsf', 129628, ['llwd', 'hdrks'], 3], ['lhiynr', 128048, ['ctwu', 'vjskv'], 0], ['nrtwd', 128055, ['hcvw', 'ctcdu'], 5], ['uluz', 127982, ['oznd', 'eckof'], 4], ['vazgmj', 129157, ['enbv', 'qvpgc'], 9], ['lhjlhhu', 129514, ['kfxo', 'hgpgj'], 1], ['bsilfz', 129494, ['pkwa', 'edtha'], 6], ['mktjtjyubr', 129532, ['nnmc', 'mswoe'], 8], ['wfxrlxc', 128883, ['jubl', 'wjqah'], 8], ['epq', 127794, ['gpvk', 'xrllu'], 3], ['cxoucdcs', 127966, ['eiuv', 'mpbpl'], 2], ['wkvcgxafy', 129024, ['rkfo', 'zbrfj'], 7], ['vdukiyuo', 128358, ['effz', 'pejkp'], 8], ['buu', 129542, ['ykmv', 'ulpfb'], 9], ['ajvkc', 129266, ['hldr', 'hregx'], 3], ['cxyujufcdh', 128973, ['ozrl', 'mcyvm'], 0], ['cegk', 129630, ['ysqi', 'plxwc'], 9], ['xfvmhd', 128073, ['gmva', 'obfcb'], 6], ['hvnndmek', 127780, ['wkmz', 'ujxch'], 6], ['fdmbwbb', 129142, ['rwat', 'tvmgk'], 8], ['wqzkoodx', 129483, ['pcat', 'etuma'], 5], ['cpehq', 128431, ['thlr', 'nemyr'], 8], ['pibpnmk', 127923, ['hwjz', 'perie'], 1], ['jcqbtghm', 129669, ['qsiz', 'zuflx'], 8], ['begdsjfby', 128018, ['fdmm', 'xztbb'], 1], ['mzgnwmlvk', 128802, ['uhbm', 'cnspu'], 1], ['jgluzdia', 128189, ['bstx', 'qforc'], 3], ['krfyklwsgn', 129127, ['qord', 'wfvrv'], 1], ['sbhrbbp', 128533, ['mcog', 'myrna'], 4], ['wlaia', 129092, ['urgf', 'sizdz'], 9], ['loqkep', 128240, ['mdod', 'kfjvg'], 9], ['uymfjcgn', 129572, ['tpvd', 'smsch'], 0], ['tvuundabk', 128974, ['gtgd', 'gvukn'], 1], ['jsbwjwfm', 129494, ['gsla', 'cfykl'], 2], ['yjjxczf', 128820, ['gxgp', 'cedwe'], 1], ['duxptnu', 128527, ['ghps', 'slgco'], 0], ['miqqhvyv', 128165, ['kfqb', 'supca'], 3], ['kspaxwtnm', 129299, ['xczr', 'lwxqe'], 5], ['hmyvvxjl', 129212, ['ljdd', 'xozui'], 7], ['euv', 128069, ['bskw', 'wobbq'], 6], ['jzvmh', 127999, ['ohry', 'tfxlu'], 5], ['gpwyh', 129633, ['olog', 'fkozr'], 3], ['qfanve', 129008, ['ymal', 'lghri'], 7], ['tfwq', 128198, ['mfld', 'qyxfk'], 3], ['ewc', 128553, ['ovgy', 'qrugb'], 9], ['yzshxk', 129366, ['lfgv', 'hoyaf'], 4], ['upcsboahqb', 128350, ['lpir', 'mnuwh'], 0], ['zoekz', 129049, ['ejpj', 'gzmxa'], 9], ['gfhf', 129124, ['znbh', 'ancgd'], 4], ['esrqzp', 129043, ['qnra', 'kojkc'], 9], ['iogmaemkt', 129469, ['sppd', 'htyhx'], 5], ['gwsxhpgdxq', 129524, ['zbzz', 'hxvvw'], 7], ['qdy', 129654, ['tbvm', 'snohm'], 9], ['zenpiucucw', 128192, ['tsro', 'suiky'], 7], ['dnqmyzfhkv', 129185, ['qckq', 'qzokt'], 0], ['mpusimmwww', 129749, ['lbof', 'pedxf'], 4], ['wrhidv', 128925, ['ehwk', 'yigpk'], 2], ['bgvkd', 128202, ['vjpf', 'rfejq'], 3], ['play', 129517, ['bisl', 'kxmvc'], 3], ['lzz', 129312, ['mkpl', 'nipgq'], 5], ['dbjetersi', 129585, ['ofdx', 'xhrgg'], 2], ['uhwwrhphml', 128180, ['bvuc', 'ecldk'], 5], ['vsiorfe', 128315, ['hsst', 'weouy'], 1], ['zgyl', 128375, ['jmgz', 'cgyvk'], 9], ['ayayequom', 127942, ['qgpy', 'cbjks'], 2], ['uaxf', 129353, ['aglf', 'sqjpm'], 0], ['nqhjt', 128033, ['buoz', 'vrgmf'], 3], ['fljzlapx', 128352, ['nkgl', 'nrzti'], 1], ['hgam', 127804, ['kwvr', 'ljmmx'], 9], ['hbargeq', 129265, ['umkq', 'bodzj'], 8], ['fgiujwdv', 127849, ['hqoc', 'nyvuw'], 3], ['izb', 129183, ['kokg', 'tpzjd'], 1], ['mvqo', 129758, ['pspi', 'gvolh'], 3], ['jkebmombpf', 128426, ['qyul', 'cikpb'], 9], ['fii', 129757, ['rujn', 'bmzgy'], 8], ['celn', 129432, ['kmuo', 'rbrod'], 5], ['wpzs', 128298, ['evbx', 'dzmuh'], 6], ['wif', 128154, ['dmlb', 'zjhgo'], 5], ['xqaxfpm', 127962, ['pjpf', 'yybwo'], 6], ['dyx', 129635, ['ojyd', 'uqany'], 9], ['elj', 128932, ['kfxj', 'epnpm'], 1], ['wmmaahcdv', 128339, ['mkzq', 'jvrlq'], 7], ['noerffp', 128751, ['xkeg', 'wybka'], 6], ['uhrbclm', 128679, ['pebe', 'xraic'], 3], ['btqek', 128330, ['xrju', 'edwfq'], 9], ['hmvfvloe', 128696, ['klmb', 'zzatc'], 3], ['anct', 129461, ['rhpa', 'gwekp'], 0], ['qnd', 129637, ['hkpy', 'fhnjy'], 0], ['omobdprg', 127954, ['fxvu', 'xubex'], 9], ['wlylox', 128618, ['mktu', 'bdzsj'], 4], ['mhconjqmit', 128189, ['nakt', 'ujpot'], 2], ['iwfvaypd', 128443, ['uisf', 'hmccq'], 3], ['dscsd', 129465, ['grlh', 'urmnb'], 2], ['fjcakqriv', 129031, ['sumo', 'gbopt'], 6], ['rvnsdc', 128852, ['smtd', 'ifmjh'], 5], ['ykxuwwz', 127979, ['yubo', 'skzxf'], 9], ['cca', 128301, ['uesc', 'zaqaw'], 2], ['llodzard', 128612, ['mfob', 'osokk'], 1], ['wgwqdxvj', 128243, ['ekbd', 'tenmn'], 9], ['nhewid', 129680, ['xptb', 'qcrvt'], 1], ['cxhmqest', 129540, ['xyrz', 'lnrtb'], 5], ['bnarpbp', 129458, ['govs', 'wfipm'], 3], ['faono', 128766, ['awcq', 'netak'], 7], ['tqthizrs', 129641, ['lsga', 'axtdc'], 6], ['jxtzpnjf', 128973, ['ihkt', 'gdtve'], 8], ['glkqdsdwa', 128549, ['apzo', 'lhpqp'], 1], ['ghdhcrx', 128288, ['oexl', 'qzcyd'], 8], ['lmjaznj', 127845, ['mnjy', 'gdmfj'], 4], ['jcxanpxlgp', 128145, ['xupm', 'sypja'], 9], ['lkwraqjscw', 128203, ['zamy', 'dousw'], 7], ['kxfhwrc', 129218, ['kfrh', 'wncqw'], 8], ['fihttws', 129738, ['iixe', 'wzwzw'], 3], ['wmbwchy', 129210, ['dxqm', 'xyqio'], 0], ['zvep', 128973, ['xjfe', 'zglta'], 6], ['hlo', 128781, ['geer', 'iutbr'], 5], ['rnuaygx', 128459, ['dmpo', 'crhpm'], 9], ['ckbg', 127914, ['zgpa', 'stuhz'], 3], ['unsbkz', 127876, ['qbbq', 'sxawt'], 9], ['dfwxydlifl', 128667, ['qddc', 'arpem'], 9], ['psow', 129745, ['vffa', 'bgzis'], 5], ['onbks', 129436, ['neja', 'ujhis'], 4], ['xfccmcbe', 128176, ['aglo', 'zjyyp'], 0], ['jqq', 128572, ['lgtb', 'xaegr'], 3], ['nfvysweh', 127871, ['fghg', 'lxyrz'], 9], ['ffunycgnt', 127984, ['vmaz', 'audwq'], 1], ['mixtahzepq', 127874, ['stro', 'hxcku'], 0], ['lrxe', 128370, ['ngbp', 'dauyc'], 5], ['fvslg', 129178, ['gbdl', 'qvhms'], 6], ['loqbdmyj', 128341, ['scjd', 'fazll'], 1], ['qrwj', 129204, ['afkh', 'zwkvm'], 2], ['hobckcf', 129498, ['exvx', 'ebvtz'], 2], ['vtwxth', 128456, ['iosk', 'xnjyt'], 7], ['xwbv', 129460, ['dfkn', 'zkyop'], 7], ['nhekbn', 129685, ['vwdi', 'gurge'], 4], ['mijrhlhlv', 128065, ['jjlb', 'sjuji'], 6], ['ykyaszeyu', 128916, ['ddgt', 'jmvdt'], 8], ['nteevc', 128366, ['qnpz', 'ugxjj'], 2], ['thubbf', 127800, ['ozfh', 'gnimd'], 6], ['mbus', 127988, ['qmmo', 'fshwq'], 5], ['yuceuw', 128633, ['wpmn', 'ygsmp'], 3], ['tjt', 128134, ['qtdk', 'brkmj'], 8], ['jqfsmgu', 129391, ['nuof', 'mwcxl'], 7], ['rjnsx', 129199, ['mvoe', 'hmrkt'], 2], ['uteohgvd', 128923, ['nqaz', 'jxpfy'], 7], ['mcgg', 129292, ['btir', 'dpgrh'], 0], ['jzzrin', 129387, ['ykja', 'zhgtp'], 7], ['wwrcln', 128317, ['wrrz', 'ghkxx'], 4], ['zcvlq', 128227, ['kuoo', 'vxrjm'], 1], ['srsv', 128728, ['tuht', 'twjdb'], 9], ['bwsa', 127862, ['icjp', 'kxhxe'], 1], ['oybticw', 129224, ['ukro', 'jszwk'], 7], ['mhx', 128211, ['yzvp', 'pvkhr'], 1], ['vaz', 129412, ['xdfk', 'mrxuw'], 5], ['gqwri', 129345, ['nfxv', 'sondv'], 4], ['zedcmuff', 129778, ['zozk', 'ngvim'], 5], ['xfpfnvolmc', 128253, ['ckzh', 'hanij'], 4], ['yzrpq', 129282, ['iucc', 'hssck'], 9], ['fcek', 128761, ['rlwq', 'fyeuw'], 8], ['totgdelp', 128314, ['xefi', 'ybfkz'], 6], ['xqpw', 128367, ['umiv', 'gxnmn'], 4], ['vvwjjdyqk', 127949, ['rmyz', 'nsshg'], 6], ['hmknnro', 128243, ['jwgs', 'igzsw'], 3], ['uzinfmdf', 129088, ['kina', 'hcmjb'], 4], ['jxhsevwijx', 129199, ['irns', 'fuzsv'], 5], ['erg', 129481, ['kqqv', 'tmqqt'], 7], ['asyqvdxv', 129217, ['bgie', 'akvva'], 8], ['beukrio', 127842, ['zvrp', 'kevbr'], 5], ['ovkcql', 128396, ['uigo', 'pxswy'], 5], ['bwlpoqdupl', 129479, ['kpwd', 'gcizx'], 6], ['ezd', 129007, ['bcxf', 'zbico'], 6], ['lyhua', 128131, ['xpmg', 'jbtxl'], 7], ['yknyqakcbi', 128455, ['peng', 'vfpcs'], 0], ['ukwhjwkyf', 129326, ['gjxh', 'xgbpt'], 9], ['flxbwh', 128264, ['kfrg', 'mkccp'], 0], ['lns', 129736, ['bzez', 'tgvts'], 3], ['iorqnq', 129562, ['xxmd', 'hiuks'], 1], ['vgcxpnqqp', 128208, ['ezhi', 'tpmpc'], 0], ['zjmsnaojq', 128612, ['qcbp', 'yfklx'], 1], ['kfnnn', 129361, ['ybbi', 'eueig'], 5], ['okvh', 129492, ['fyrp', 'qiwfw'], 1], ['ubmyizxla', 129402, ['lrtw', 'gxzei'], 4], ['pzq', 129783, ['xudv', 'yzmmr'], 4], ['sbkrmlkxk', 128877, ['dzjq', 'trifh'], 1], ['fydrrehgc', 129501, ['vesw', 'utzoi'], 4], ['cjyjdum', 128756, ['beqe', 'grxxt'], 4], ['saykedvk', 128535, ['iori', 'oiylv'], 2], ['ecddhxbhlw', 128526, ['lyxs', 'azjmu'], 7], ['ckicvednsq', 129690, ['pjsp', 'wpvzl'], 2], ['gvqnvfi', 128099, ['yaqh', 'uaxii'], 4], ['dwtxovw', 129186, ['ivih', 'emwqy'], 0], ['qifcah', 128356, ['dkjc', 'yxgap'], 3], ['llfcli', 127899, ['bmbk', 'moedo'], 7], ['gmzy', 127961, ['rmao', 'wkaxo'], 9], ['wxgtz', 128205, ['crvj', 'zcdik'], 9], ['wfbmo', 127819, ['vkjt', 'fbgqa'], 6], ['rhxt', 129060, ['hsbd', 'rndyi'], 2], ['yjlb', 127896, ['xjkw', 'cqiws'], 3], ['gbnrodyrll', 128686, ['mnye', 'qrspd'], 8], ['lnl', 127982, ['xaef', 'yvofd'], 8], ['sxskik', 127932, ['cubt', 'uhipq'], 4], ['kse', 127961, ['cptu', 'tbapi'], 6], ['rfi', 128019, ['fogy', 'kolfo'], 4], ['glhezhdpmy', 128172, ['xwvr', 'bkjyn'], 9], ['ymbapk', 128258, ['cyeh', 'axfqv'], 3], ['sweouaw', 129644, ['iugw', 'ogsks'], 9], ['lljmdnd', 129104, ['myit', 'ylyxi'], 5], ['opjefskdp', 129320, ['ipgy', 'wndpo'], 5], ['kyjcb', 128260, ['lukw', 'flyub'], 0], ['ggjysfwgx', 129724, ['ookv', 'chwmm'], 8], ['wkwzz', 129505, ['qste', 'sxcft'], 8], ['maox', 129734, ['mztt', 'ztmvd'], 4], ['cyijd', 129426, ['fszd', 'qpxmf'], 1], ['zkvdix', 129568, ['fctv', 'btbrn'], 7], ['shrc', 129670, ['nbks', 'lgixr'], 0], ['vqoet', 129415, ['rfqc', 'eenmu'], 2], ['wedupak', 129314, ['osmg', 'cpqja'], 1], ['ldu', 128194, ['nkah', 'rrzsb'], 6], ['jnedno', 128343, ['fqaf', 'piykh'], 4], ['rlfkrdi', 128690, ['dgki', 'gtbye'], 8], ['czvwsc', 127919, ['osln', 'brxqs'], 0], ['huopvvyb', 129421, ['qxou', 'csqlw'], 4], ['uhcf', 128505, ['cxtu', 'lcrce'], 2], ['lsctxlsef', 129331, ['kbhz', 'oxffp'], 9], ['hbngd', 128056, ['bbry', 'cbhrb'], 1], ['zbsoxmptkr', 128168, ['furg', 'paeok'], 9], ['lwlciuyp', 127821, ['egpj', 'iduyt'], 7], ['wehdilu', 128516, ['ygor', 'ewjgf'], 4], ['ggww', 128794, ['mbch', 'dqejn'], 5], ['zadjrqx', 128394, ['chez', 'iyfhh'], 1], ['mcrrtga', 128960, ['zysq', 'gnqsa'], 4], ['bmaf', 129472, ['drck', 'fywez'], 4], ['nfffs', 129032, ['awsb', 'sxioj'], 2], ['ddhfteo', 129754, ['qapt', 'zeaev'], 4], ['mtxsehmivd', 129789, ['enmy', 'rbdbs'], 3], ['lkn', 129273, ['daqe', 'yobao'], 8], ['omzypra', 129143, ['rnrd', 'zuzrl'], 9], ['jkxqiveu', 127808, ['nggz', 'hygwy'], 5], ['dnntcnf', 129434, ['nviy', 'prydq'], 0], ['btiazl', 127861, ['rcby', 'bpmoq'], 7], ['jbgj', 128509, ['ksmz', 'ryltk'], 5], ['anzngit', 128365, ['lgqb', 'nbned'], 0], ['kqmv', 127966, ['rhmf', 'omkme'], 6], ['bvg', 129183, ['hskf', 'mgbio'], 0], ['enzzn', 128931, ['qtck', 'ojibb'], 4], ['niaoapitpm', 129298, ['nbqi', 'ohqlv'], 0], ['rsvsgbgwnw', 128440, ['gmtg', 'dtecy'], 0], ['jxpzm', 128841, ['bhkj', 'sekfy'], 2], ['kpyfykmza', 127811, ['gumg', 'tnftl'], 1], ['uubxmfrfj', 128686, ['bnel', 'wsurk'], 5], ['wqdlrx', 127884, ['wqqr', 'ggfpu'], 9], ['vagnpkgade', 128132, ['wapi', 'qlxpc'], 8], ['fyafeguhak', 129115, ['jott', 'fhwzg'], 7], ['eaotfhdjd', 128947, ['voaa', 'ddags'], 1], ['fivtgimyp', 127952, ['gltg', 'mmwqi'], 7], ['lywpxs', 129703, ['riaa', 'sxald'], 6], ['oro', 128424, ['zptk', 'vmifw'], 6], ['ooyprnl', 129197, ['qlfc', 'mpvle'], 7], ['ueu', 127871, ['bcgs', 'cyiiw'], 0], ['pkmxxindz', 128045, ['dgro', 'wccio'], 4], ['toesxoda', 128472, ['aqgj', 'bohzx'], 7], ['vnkgvfpc', 129603, ['pbms', 'zcwgb'], 0], ['evo', 129674, ['mdhy', 'fgwoc'], 8], ['wdmewx', 127985, ['jwhk', 'wmiek'], 5], ['fvzf', 128762, ['jjbt', 'cahnx'], 5], ['xvhymmg', 127932, ['onyy', 'qmweo'], 7], ['lvuut', 128414, ['tbbp', 'olawv'], 3], ['zjyzt', 128704, ['kclg', 'zqsjx'], 5], ['wmwlvbvvf', 129056, ['gudg', 'vkmkd'], 3], ['rbias', 128217, ['umke', 'wmmdg'], 8], ['gczuzm', 129778, ['stng', 'guune'], 3], ['zapgxwegg', 127908, ['vndc', 'bfgfy'], 1], ['qhrlo', 128004, ['levo', 'nbtaw'], 5], ['eoixab', 128856, ['mylt', 'mgdxo'], 7], ['ccnjv', 129432, ['pbqh', 'oacqh'], 2], ['zeheltwwp', 128927, ['nkmw', 'lixko'], 8], ['uzu', 128847, ['hvpm', 'wevdb'], 3], ['mucfh', 128775, ['vmhe', 'qjasz'], 6], ['rtijrjbm', 128366, ['mqlm', 'zghvg'], 0], ['zslyjvcc', 129789, ['niwl', 'ockln'], 4], ['hxtvxfup', 127940, ['nfsn', 'kuspq'], 4], ['rhq', 129536, ['hajj', 'lfiqe'], 4], ['fie', 128736, ['yckd', 'nmvin'], 4], ['cqdvafhdl', 129563, ['xjux', 'glvaj'], 2], ['zcwhydgi', 127750, ['yyig', 'rqszr'], 2], ['gayvgqxh', 128977, ['vdft', 'wuyed'], 4], ['ioxehkyp', 128300, ['pzho', 'zznnk'], 1], ['nipre', 128958, ['slhx', 'owcsx'], 4], ['iog', 128902, ['dqxq', 'jmjlf'], 9], ['nffxozc', 129527, ['cohr', 'mcsma'], 4], ['myu', 128885, ['zkdg', 'uvwfi'], 4], ['wogoogbba', 128376, ['evep', 'phjzl'], 0], ['rxf', 128493, ['pirz', 'onupx'], 1], ['oxnc', 128217, ['fdhv', 'fglkl'], 0], ['eyiam', 129529, ['ohgu', 'nptwv'], 9], ['kahx', 129073, ['dkyo', 'gsthv'], 1], ['cjdqt', 127917, ['imag', 'mlogv'], 0], ['nai', 127778, ['nccg', 'xcytf'], 2], ['ipbkjivu', 127828, ['xsxj', 'aczep'], 4], ['ghfrviqvp', 128171, ['hfsy', 'arzpi'], 0], ['vmzuidakyw', 128099, ['edhu', 'cfbqk'], 4], ['zinreum', 128461, ['uzgp', 'kllnx'], 9], ['bioqnzpw', 129221, ['ivmm', 'jlnxc'], 2], ['felfxtkrjb', 129635, ['btum', 'htxmt'], 7], ['ahgjj', 128512, ['ctzt', 'mdvel'], 7], ['cpv', 129614, ['emep', 'eateg'], 9], ['eog', 127925, ['jiqu', 'jlkst'], 0], ['jng', 128449, ['wkxi', 'fzcph'], 7], ['kpnrehqjwd', 128952, ['ohnk', 'devib'], 8], ['jgoenoiimf', 129648, ['vorw', 'hkbml'], 7], ['gnyb', 129238, ['buoj', 'hsiab'], 5], ['rfz', 129561, ['hxpd', 'colts'], 2], ['kmbjw', 129349, ['xwtg', 'fucob'], 6], ['gkuean', 128480, ['idvt', 'ngber'], 9], ['beswso', 128452, ['lcxd', 'gqghh'], 5], ['jggdm', 128375, ['ovqo', 'odjsb'], 4], ['bkuk', 128934, ['mgsj', 'reesb'], 3], ['ciwpgejjt', 129665, ['jcyw', 'exzgm'], 6], ['evt', 128659, ['myuv', 'mdhly'], 0], ['xqeq', 128981, ['caic', 'plezo'], 3], ['fukmdk', 128445, ['xvnz', 'kdpoo'], 7], ['cjtnpd', 128677, ['zpva', 'oyjvh'], 1], ['fsqtmivvu', 129493, ['fpcb', 'lxvit'], 6], ['gbzblbnvme', 129289, ['fgxa', 'qglnl'], 4], ['abvkn', 129466, ['sfdp', 'eqbpa'], 8], ['iuvgfrtdjb', 128949, ['pqdj', 'ikhhr'], 3], ['yoqq', 128849, ['mwrb', 'voach'], 4], ['xxaa', 129662, ['uygg', 'ainam'], 8], ['fwt', 129371, ['ifkg', 'lifwb'], 3], ['lihn', 129448, ['pjhv', 'shspb'], 3], ['ddhsi', 127853, ['lmzm', 'vaqqo'], 7], ['vknkthfem', 129774, ['czit', 'fprhc'], 1], ['mqrym', 129783, ['mrjn', 'xxmee'], 7], ['ssr', 129077, ['hlmn', 'mfrel'], 6], ['nrodk', 128177, ['zqtj', 'oafzr'], 3], ['mowtsqm', 128424, ['vgpi', 'fkeou'], 7], ['fvzleyzvhy', 129633, ['buqb', 'qlyxm'], 7], ['cmjlaf', 129407, ['azra', 'bumgo'], 7], ['otnydh', 128481, ['ipiu', 'pzfki'], 1], ['akfgoo', 127953, ['bqgt', 'jsooq'], 1], ['aptyhpcp', 128556, ['tojv', 'apnjf'], 4], ['vuc', 129082, ['hguj', 'ucntd'], 7], ['luadgyxz', 128591, ['vdmt', 'neoqj'], 3], ['llycglj', 128578, ['qogi', 'czary'], 4], ['kntrl', 128947, ['dwth', 'mlwxd'], 7], ['ytfbw', 129642, ['xvvo', 'uwjap'], 1], ['ctog', 128024, ['lgde', 'ydkjs'], 2], ['txsxfjtg', 128156, ['ensk', 'vuaji'], 0], ['vjp', 128206, ['mxli', 'fmsdy'], 7], ['ztuxes', 129032, ['eyqz', 'iucat'], 3], ['wqt', 127820, ['yoqt', 'ydtuu'], 3], ['cpoubz', 129162, ['fiki', 'oliey'], 6], ['qca', 129076, ['hyns', 'dqaht'], 5], ['cafzb', 127804, ['vond', 'lbfzv'], 7], ['tyhbr', 128165, ['ifdw', 'zpvcf'], 6], ['ipzlerb', 127770, ['adph', 'wovrl'], 1], ['kedhmjg', 128181, ['oozw', 'uvpbw'], 5], ['rhjwtyanuo', 128268, ['eaps', 'dxysv'], 8], ['gzwaxmejgx', 129127, ['bbqg', 'awmkn'], 5], ['hnshjfrn', 128883, ['aenw', 'nghhc'], 7], ['fittuzgl', 128061, ['bfhi', 'idrqz'], 1], ['pkrtmshibf', 129341, ['mxis', 'aryft'], 9], ['ycnplj', 127832, ['zfvj', 'eqkhd'], 0], ['tyalstm', 127994, ['nxrk', 'glbeh'], 6], ['msmod', 128146, ['rbde', 'kpayo'], 3], ['bcaq', 128986, ['kxin', 'jmuoz'], 4], ['rkb', 128335, ['czfq', 'jfhpd'], 9], ['kzukalga', 129217, ['vhql', 'rcvcq'], 1], ['qkfqftt', 129664, ['iaay', 'fpgfj'], 9], ['hzsxa', 128439, ['nvmu', 'ztuls'], 3], ['kll', 129763, ['hdad', 'dovej'], 8], ['jwumyvgiho', 127948, ['jiii', 'ovxyy'], 7], ['ebtaxptkt', 128340, ['rind', 'xribt'], 7], ['kvg', 129279, ['jymv', 'gjkxr'], 3], ['vtaktg', 128280, ['knvh', 'mqttx'], 5], ['ckokykfwr', 128975, ['dhoz', 'pfolw'], 5], ['pqjbwi', 127941, ['bfzu', 'sipyo'], 2], ['egiq', 128733, ['vysk', 'xjmad'], 5], ['wpcnvufnv', 129247, ['xizi', 'jxhnt'], 5], ['pqj', 129106, ['zslq', 'qtkmf'], 5], ['cxe', 128214, ['ukbl', 'gvxum'], 1], ['lunal', 128662, ['itie', 'gbdnr'], 9], ['yhl', 129404, ['nglc', 'seqmd'], 1], ['dcpzwnvnrl', 129250, ['ecfk', 'ugioa'], 7], ['bgzfgi', 128138, ['yiiv', 'aozkq'], 6], ['thlxsa', 128946, ['kpoz', 'nobvh'], 5], ['leu', 128395, ['opfe', 'gimvm'], 5], ['mcqco', 128032, ['belx', 'wksyp'], 5], ['pak', 129037, ['jqqs', 'yujab'], 6], ['apkumnm', 128972, ['nebj', 'upppm'], 7], ['lnkornok', 129370, ['ickz', 'uagut'], 6], ['cgrrhwjr', 129243, ['bbcx', 'zumgb'], 3], ['vlmhh', 128232, ['edwt', 'ungym'], 5], ['qqzftxvqxm', 129402, ['oebc', 'bggqf'], 2], ['tgzvwwt', 129093, ['ozkt', 'fcyym'], 0], ['mqvjwskhu', 129485, ['eblo', 'hiofx'], 0], ['vdfyq', 129570, ['nggq', 'xuwqv'], 2], ['qiyolq', 128152, ['ffdu', 'ewxmd'], 2], ['nwjgcii', 128467, ['jqnj', 'bbpgc'], 1], ['vmavw', 129490, ['nucq', 'nchpa'], 2], ['hhcb', 127813, ['ayxb', 'kfjwl'], 1], ['rqyfdcc', 128933, ['rccm', 'sdtyn'], 8], ['kuipftnsx', 128540, ['oaif', 'efyyv'], 3], ['nyzy', 128134, ['jiwy', 'gbncq'], 2], ['duzkzcmsf', 128283, ['vkrc', 'rglum'], 2], ['knsjgpgp', 128128, ['fmnj', 'wykpx'], 8], ['snwrnxyge', 128446, ['pbsj', 'wkebz'], 6], ['kanik', 128048, ['syma', 'eetdl'], 7], ['kummztn', 128747, ['fukp', 'meonl'], 0], ['adwr', 128382, ['pdxu', 'fhowu'], 7], ['hbiugexjvw', 127755, ['wucz', 'tkbtp'], 5], ['rxpboyuyn', 127941, ['fyue', 'pfbbp'], 4], ['xznxlov', 129103, ['zziq', 'hgrqc'], 1], ['hvxdxbrie', 128769, ['tfrs', 'kmfof'], 8], ['jxnhjjxm', 129223, ['uugq', 'ofqhc'], 6], ['dpfmzrfg', 128895, ['lngv', 'juuvs'], 6], ['qnhnjdis', 128980, ['rrui', 'pyjlh'], 3], ['iafvprr', 128159, ['ewph', 'fhmjv'], 3], ['pdwelllka', 128565, ['cohs', 'jpunb'], 8], ['yync', 128654, ['mujy', 'pvckk'], 7], ['ybqt', 127980, ['mvre', 'udpqn'], 2], ['vjhc', 128981, ['yskw', 'ssdfs'], 1], ['spzvj', 128631, ['zrrx', 'nwtbq'], 6], ['ejqxtwx', 128199, ['oqia', 'ndraf'], 6], ['bltekrcwu', 128013, ['jvrk', 'bbvwh'], 3], ['vlkzthf', 128763, ['riay', 'nvjzm'], 3], ['akjqpxjr', 128552, ['mrrj', 'adfux'], 5], ['fjpamuhdxy', 129525, ['gnbp', 'kbeff'], 8], ['xaqhxg', 129667, ['notn', 'zxyvk'], 6], ['howiwzlbmb', 129593, ['tetb', 'nzrxf'], 4], ['acywf', 129722, ['hffq', 'reodl'], 1], ['rmmyyous', 128417, ['iwmg', 'kmlks'], 8], ['wnura', 129288, ['luii', 'jfudr'], 6], ['xrw', 129321, ['ftrk', 'pconk'], 4], ['nvrlfryks', 128709, ['kimp', 'gutox'], 0], ['lzwdyir', 128653, ['ozac', 'chfsd'], 5], ['mjqdcvr', 127771, ['dckr', 'itovq'], 7], ['vubyettr', 129423, ['dadk', 'wvnpn'], 6], ['rcjbdu', 128562, ['okhz', 'cwatz'], 9], ['aqiwf', 128899, ['wrug', 'qyoar'], 1], ['jjogvumzch', 128031, ['wnwq', 'skims'], 9], ['srbbdorn', 128664, ['vued', 'aivzh'], 5], ['rol', 127974, ['xkfw', 'dzqih'], 3], ['tbbsvq', 128368, ['xvon', 'pfvlu'], 8], ['gsedllj', 129034, ['amkn', 'avvur'], 0], ['fojgbn', 129305, ['zugw', 'sumfc'], 3], ['thgwednqii', 128081, ['yeoi', 'cktbp'], 3], ['ljepj', 129371, ['hqtm', 'curtn'], 0], ['hpsoyop', 129640, ['ofml', 'pintb'], 7], ['hoij', 127760, ['cmxc', 'hbbil'], 5], ['shg', 128182, ['epzk', 'qgeez'], 5], ['jpg', 128200, ['oddb', 'mzpzq'], 0], ['ekhsbvhwb', 129764, ['blre', 'mbqez'], 3], ['hdt', 127967, ['bbzb', 'mtxws'], 6], ['hjksmthfor', 127762, ['icza', 'nbtaf'], 6], ['olpzdsvkm', 128841, ['fmmr', 'tkueg'], 9], ['rtbpjsznb', 127974, ['rqlg', 'usyed'], 9], ['kknnx', 127832, ['sbqw', 'ripfn'], 7], ['wyisi', 128546, ['hizx', 'qvwev'], 2], ['tpkpgfluty', 128079, ['dnbd', 'aadad'], 3], ['pfnm', 128688, ['cxzo', 'cnyco'], 8], ['mtstrvzqi', 128640, ['tonp', 'aignz'], 7], ['scho', 129549, ['cfio', 'crqlu'], 9], ['nggd', 129070, ['jixj', 'jindk'], 3], ['bol', 128355, ['ngix', 'aaunl'], 3], ['jnqec', 129149, ['rlpe', 'qrjmq'], 3], ['moa', 127763, ['talg', 'dzbtf'], 3], ['wncjxb', 128891, ['vqds', 'cpjyw'], 3], ['luqtld', 128926, ['pcst', 'thuce'], 2], ['kzjsyk', 127757, ['soal', 'viykg'], 5], ['iqkwu', 128973, ['wbnw', 'lkxdk'], 1], ['ojfhrdgnf', 129234, ['funb', 'qvhrc'], 4], ['cpv', 129063, ['vddy', 'zvmbj'], 7], ['ivtzapzc', 129486, ['awrr', 'waykh'], 8], ['ocfqpw', 129761, ['iokv', 'kiprf'], 2], ['sryji', 128868, ['ttro', 'blnqd'], 4], ['zfjxiccim', 129712, ['wyqy', 'uxcwt'], 7], ['cmcecsr', 128542, ['mfyj', 'yawkk'], 5], ['nssmauwwk', 129381, ['oblr', 'enbsv'], 0], ['pdovn', 128484, ['cvld', 'xhnph'], 5], ['yflidkmitx', 128817, ['idve', 'bfcnz'], 9], ['xzjkatvq', 129469, ['vigb', 'cptru'], 5], ['pdjx', 128751, ['ekqu', 'sczah'], 0], ['mlzxbbjdt', 129410, ['zvqs', 'ndsas'], 5], ['nhb', 127954, ['eozg', 'ivrin'], 9], ['hlkrequ', 129381, ['qgde', 'fbcwm'], 2], ['nyshrwt', 127953, ['xmwf', 'vnsys'], 6], ['qehddw', 127997, ['ydrq', 'cnhll'], 9], ['jkzk', 129493, ['almj', 'rkydz'], 4], ['bxtkifoqof', 128751, ['ngag', 'ybvlu'], 7], ['xmqp', 128542, ['pqal', 'qmfno'], 0], ['vtfu', 128230, ['yudb', 'dypnf'], 6], ['lnbdbbtr', 129105, ['jxsj', 'lvedr'], 3], ['funbdoct', 128600, ['pggh', 'priiw'], 1], ['txzuvac', 127822, ['dtsp', 'jyfey'], 4], ['ebjfy', 129353, ['iwht', 'yrias'], 1], ['rjctmpy', 129417, ['cawi', 'ewnnm'], 4], ['ecaekrnx', 127746, ['jkjs', 'oyhag'], 9], ['csucjzsdlw', 128941, ['nydn', 'pzonq'], 2], ['cuzvvw', 129440, ['mvir', 'sejsz'], 1], ['hyaslegwvf', 128410, ['cqxj', 'vezbz'], 9], ['muuadq', 128343, ['gmws', 'tefgg'], 0], ['cewhl', 129578, ['igss', 'hisch'], 8], ['dimmss', 129087, ['mrbp', 'xtfqf'], 7], ['vsylow', 129727, ['wtyg', 'kzcsz'], 4], ['jdzsjm', 128552, ['acam', 'zryju'], 7], ['hqbwbdxno', 128090, ['ymgb', 'tiipy'], 2], ['flucrt', 128258, ['llnl', 'qrytu'], 6], ['iti', 129484, ['wujj', 'ewlez'], 1], ['vjqtsm', 128995, ['apme', 'opjwp'], 5], ['uklpo', 127798, ['ntyh', 'mbtvg'], 9]];
const byName = new Map(); const byCategory = [];
for (const [name, code, keywords, category] of rows) { const entry = { name, native: String.fromCodePoint(code), keywords, category }; byName.set(name, entry); (byCategory[category] = byCategory[category] || []).push(entry); }
exports.lookup = (name) => byName.get(name); exports.categories = byCategory.length;
},
51205: (module, exports, require) => {
'use strict';
const { format } = require(54287);
const { StaleWhileRevalidate, NetworkFirst, CacheFirst, ExpirationPlugin } = require(18680);
const { registerRoute } = require(99909);
const { precacheAndRoute } = require(29913);
require(31699);
require(56407);
require(90696);
require(15126);
require(57964);
require(52647);
require(13174);
require(7142);
require(7810);
require(84627);
require(58414);
require(51035);
require(39163);
require(84083);
require(15826);
require(82965);
require(61214);
require(46800);
require(45744);
require(83112);
require(18670);
require(71368);
require(85738);
require(71850);
require(68977);
require(94166);
require(62191);
require(99405);
require(85872);
require(3133);
require(61489);
require(41786);
require(82763);
require(74758);
require(90112);
require(35206);
require(62591);
require(95391);
require(42823);
require(25840);
require(88475);
precacheAndRoute([{ revision: '4d5c0b5321a0a748e34d7d477bcd0070', url: '/packs/js/chunk-0.js' }, { revision: '16042a48a31cb6caa45a4abdfed7082b', url: '/packs/media/fonts/lfiooq-95c63314.woff2' }, { revision: '6efab14f505f085b9ae5ad5554a3f134', url: '/packs/css/mbzgij-36653a0e.css' }, { revision: '43c907086193448c0f0968c4baeab877', url: '/packs/css/chunk-3.css' }, { revision: '205305c7f12b0d893e1dd50d1c746f0e', url: '/emoji/gjzzbo-c630732f.png' }, { revision: 'a4b7a1f2955a4a1d25a0ecfcc7fdc2b7', url: '/packs/js/imhpza-646aee4f.js' }, { revision: '8f9353d3b82e6b461436c9742fcb8ff1', url: '/packs/js/bfaeog-49d1f25e.js' }, { revision: '5747a3add4d653165909563653533ec0', url: '/packs/media/fonts/xntmuc-c342f80f.woff2' }, { revision: 'b6f2d76df3e5e2a940429021e30ab63c', url: '/emoji/vpuugs-feee9d59.svg' }, { revision: 'e34d43de6a501564ee09c23c3365e9df', url: '/packs/js/97163739.js' }, { revision: '72342e7a3c50551983bdf6f34063310d', url: '/packs/js/3e51eb04.js' }, { revision: '4dcbe05aed330f05bc5edd72b39aa290', url: '/packs/css/chunk-11.css' }, { revision: 'dfbd784b3157690abe1fe16913f2ea65', url: '/packs/js/3abb00c7.js' }, { revision: '64d9338a7545bff34060d468ebf5b23c', url: '/packs/js/vexcgr-589f77bc.js' }, { revision: '9b231c2bd86dcf8b3cbf97191f741073', url: '/emoji/mzlmip-98f9daef.png' }, { revision: '50a3bfd94a671c89ef9054834bcfae0b', url: '/packs/js/oqmcik-f5992fa2.js' }, { revision: 'd1ef43279cd3f77cc0751de0def4e358', url: '/packs/js/chunk-16.js' }, { revision: '4d2e48c2aa0975bc64275fc537ff9ead', url: '/emoji/khtxcg-aeb2de03.png' }, { revision: '9a24e2d06ac5dd00e273fc089a30ee9e', url: '/packs/js/462c0029.js' }, { revision: '630beb32409ca9860c2730925b518ac7', url: '/emoji/qrzdip-9015673f.svg' }, { revision: '7ee3a4e9167ff1885f38ca292a817977', url: '/emoji/19512198.png' }, { revision: '8ad80a435149a7c49d46e9f69ba470f4', url: '/packs/js/chunk-21.js' }, { revision: 'c1830a4a6b8ad13cf7df895d1f2fb1f8', url: '/packs/media/fonts/xrpyvv-19bd249c.woff2' }, { revision: 'ac7ddd1e9358808bad9f85d52ae5952f', url: '/emoji/chunk-23.png' }, { revision: 'c8ab1961ab58222b439dd94c58d7b9c1', url: '/emoji/amgqmv-56c044b9.png' }, { revision: 'ddfa8feb89494bf871eb838973655a8f', url: '/emoji/eejenk-69f8da9b.png' }, { revision: 'b332fe230f792dc311c08d66ef305e13', url: '/packs/css/ctbsss-9fadedcd.css' }, { revision: 'c9b318b095d6e06ab5130369043b3070', url: '/packs/css/386f64ee.css' }, { revision: 'be8c308be79fa5958cd79e0957a3449b', url: '/packs/css/ikovcu-9cae6d40.css' }, { revision: '65125060c1701a1493702fc4dd289c9f', url: '/packs/media/fonts/gpmuab-59280f19.woff2' }, { revision: '33e1b9dc991a37b95545bad228f040a1', url: '/emoji/lyqnff-1bb0b6d9.svg' }, { revision: '3cca5318036bd3d54dc7c608b96f95dc', url: '/packs/js/asohzr-2816cb82.js' }, { revision: 'ba4b2fc617581b6e5cc67462f536e5cd', url: '/packs/media/fonts/qmcchx-da318151.woff2' }, { revision: '4f3fb6a41a09738e4df020d7884962a8', url: '/emoji/fc66fc13.png' }, { revision: '9ddc03610662ed1d0746c94c87f44213', url: '/packs/js/611ab979.js' }, { revision: 'e0896ff57f6e45f3fc3df48e9422d6ed', url: '/packs/css/lxfdui-372c4698.css' }, { revision: '0fa904121cc1c385112fe87cbc256132', url: '/packs/js/jaginy-5c5f0af2.js' }, { revision: '90ed30325b9388cbe86bff344ec90a84', url: '/packs/js/96a36d1c.js' }, { revision: '33cdbb75ca54770a4d0edce1cf36bdf0', url: '/emoji/f84324a2.svg' }, { revision: 'cdb382b60dc9903887df27f35907b114', url: '/packs/js/nfifws-047574de.js' }, { revision: 'fcfcc93f7ded686bc0d3d84685e63d06', url: '/packs/js/chunk-40.js' }, { revision: 'e3600d6de1fdcab8c1a5f55b484653a0', url: '/emoji/jyplaf-473e8c4f.png' }, { revision: 'f4acfafe1d938d90b4e238dee8b8886f', url: '/packs/js/jvkghu-8a7d1b2f.js' }, { revision: '915a504e6151a868eb15aa01df098cbf', url: '/packs/media/fonts/chunk-43.woff2' }, { revision: 'd8f74b1c24b66454bec1fdbe8b6e01ab', url: '/emoji/chunk-44.png' }, { revision: 'acdd3b6de9a3630f0786b7872e711297', url: '/emoji/chunk-45.svg' }, { revision: '1ae443c11519a0250b48e7ae8fb3516e', url: '/packs/js/772c18ee.js' }, { revision: '7419ec1673f978fa5f45e025f5ccb820', url: '/emoji/cc036fc6.svg' }, { revision: '29873903d65ccafaa4fca99d0aabf7fb', url: '/emoji/19f8b008.svg' }, { revision: '5256798bfd8afad351bfb0bbf4a40f90', url: '/packs/js/bvmnvu-3c44398a.js' }, { revision: 'a2a9209e1f42cfbf9eb38a0ce55d332e', url: '/packs/js/766e1013.js' }, { revision: '56e5d262ce2a5e906d1c6ec449a6dc95', url: '/packs/css/hldpze-2943b547.css' }, { revision: 'bc4cf05e6768e3dcea31ed0ff6041a7d', url: '/packs/js/chunk-52.js' }, { revision: '186f3c54b21a85d6a4610bc946cac95e', url: '/packs/media/fonts/931555fc.woff2' }, { revision: 'e16c51d16584702c63a82bc121ff4863', url: '/emoji/c10ac4b8.svg' }, { revision: 'b83f432c967a6668b8d2a4aae2576024', url: '/emoji/021c19c3.svg' }, { revision: '8514223628a585b02c00089a3319c680', url: '/packs/css/wekeje-130728ad.css' }, { revision: '65fdeaaa9303af0a5d325753ee7aa1f1', url: '/packs/js/mzfjem-6965f17c.js' }, { revision: 'c09da249558909e8b534eb8691cdee9f', url: '/packs/js/5ef6eba2.js' }, { revision: 'e5fe02421f6294449c21df3e65e056e1', url: '/packs/js/175111a9.js' }, { revision: '6bc5b3820726e85575f99a1ee14fe3a2', url: '/emoji/4986c9a4.png' }, { revision: '52123858b2d5fafb4ef383256a1777f0', url: '/packs/media/fonts/chunk-61.woff2' }, { revision: '1e22f58683e40acb06ddc6fb9fd79110', url: '/emoji/chunk-62.png' }, { revision: '68d6509be8d2fdf7a4bcc1988351fe2a', url: '/packs/css/628c5985.css' }, { revision: 'df5600d57feec500e29c996ae463de4a', url: '/packs/js/d9749705.js' }, { revision: '31adf6e493a9cffeb1841ebaea00b7b1', url: '/packs/media/fonts/chunk-65.woff2' }, { revision: 'c5443559602a0afa66e8ae4699f59081', url: '/packs/js/00a9188b.js' }, { revision: '3450f9272b8a8d6a0f7c3638233dea1e', url: '/packs/media/fonts/zwsvmb-d271bdd1.woff2' }, { revision: '1b213d320fa1c4d37a4d1ded4e61e536', url: '/packs/media/fonts/8805479c.woff2' }, { revision: '292a37a40dbd0aefa80a92991385bbca', url: '/packs/js/chunk-69.js' }, { revision: 'ab879a39e75d8e1679b668d11d88b279', url: '/emoji/chunk-70.svg' }, { revision: 'e9e5bcfb8580ec919ef00a572bf9d766', url: '/packs/media/fonts/ea9bc56a.woff2' }, { revision: '6fabe0ad0b8e620f635cbd0111f5d75f', url: '/packs/css/chunk-72.css' }, { revision: '5ab66c23008256d4f767b83c7f5be026', url: '/packs/css/pphdxe-427c3001.css' }, { revision: '9190acfafc3ee610d336fb905b5ec6ce', url: '/packs/media/fonts/chunk-74.woff2' }, { revision: '6cc8bd3582078598c6c7e8b6b6422741', url: '/packs/css/12706e61.css' }, { revision: '5d351d092877e825d374288398576a35', url: '/packs/js/syjhfx-cbab9402.js' }, { revision: 'fa49cad022100fd30810a39d644499e4', url: '/emoji/beptxh-65c21a41.svg' }, { revision: 'da10ad2b63080dfa8e8a1ecfdd372345', url: '/packs/js/chunk-78.js' }, { revision: '4b256922f1c56bb803e2daa0f5d24764', url: '/packs/js/chunk-79.js' }, { revision: '02c1047a0f9182e2fd29e3cccca3f812', url: '/emoji/99034bad.png' }, { revision: 'caf3a5df51a873f576ee31752a7489af', url: '/emoji/b6cc360a.svg' }, { revision: 'dd6ab846f38283eae2b6dc5773c32317', url: '/packs/js/mulwjz-f1a15dea.js' }, { revision: '880d507e766c37f787d13175438fb47e', url: '/emoji/9eb74452.svg' }, { revision: '197b1c517b1af8179600286ac171ba70', url: '/packs/js/cdb085ab.js' }, { revision: '6bc59a3e45037519d6d7d0510a3e9925', url: '/emoji/hsqyml-8958fcde.png' }, { revision: 'bd92007632d32954ae3ed674afd7ba98', url: '/emoji/chunk-86.svg' }, { revision: '5d5f44e0e49689ee1136b936e6ffd4ec', url: '/packs/js/f7727e16.js' }, { revision: '9a575468cd243f8c8a9b5ab80ec6c116', url: '/packs/js/mnmgda-acf8ef5e.js' }, { revision: '70061870c587447e4174569f4148d686', url: '/packs/js/chunk-89.js' }, { revision: 'e502313adda90dc5d2ce3bd780f82ab6', url: '/emoji/chunk-90.svg' }, { revision: 'e4cf705d4eca0a5e615a3c2407c4f021', url: '/emoji/gekves-2bd2ff67.svg' }, { revision: '2ddc19abfb3e301926211683b455f7e4', url: '/packs/css/rklccj-9b8a63c4.css' }, { revision: 'deb799efc8f10445b8464da0addfcd56', url: '/emoji/79f6cc98.svg' }, { revision: '675b2aa8362998fcd282dbe4bce4b851', url: '/packs/media/fonts/xwikyi-7a6edb08.woff2' }, { revision: '77cf52efb09838aed1cbbbb2cfbb4da8', url: '/emoji/52f13f12.png' }, { revision: '7625878a622c261b4fdda16579f0fcf0', url: '/packs/media/fonts/69194739.woff2' }, { revision: '5fef300c075bb310acdccc0e5ea4b081', url: '/packs/js/xjlsil-9262180e.js' }, { revision: '3ca66298d55ae0e0c8caa02da5aa8901', url: '/packs/css/chunk-98.css' }, { revision: '47e47a3a75cd42f1c4bcac49ab623899', url: '/packs/js/chunk-99.js' }, { revision: '588a7bca8fbbcd1739cb46247e2a12e7', url: '/emoji/wjtsvt-83284881.svg' }, { revision: '3a409f3b24a404c2a9436ab216de037f', url: '/emoji/99cccba7.png' }, { revision: '827324a31926afa147683f18a88b834c', url: '/packs/js/f86697f7.js' }, { revision: 'ebb061dbdcae644b562713f56d3363ed', url: '/packs/css/qipcbb-5277ba07.css' }, { revision: 'b6909b8aaa4c3e9d591308604e545123', url: '/packs/js/otqtjr-07583adf.js' }, { revision: '41283dfd461438c2da9c8f984ec12c63', url: '/emoji/513f1c7d.png' }, { revision: 'af6570d31c14a4168d80ede24858274b', url: '/emoji/25d1476b.svg' }, { revision: 'cc265916fbee25faa5d2653f06d131b4', url: '/packs/css/mqvtqm-a38a933b.css' }, { revision: '996b1d2933efbff620c427f0349f4db0', url: '/emoji/efe68e9e.svg' }, { revision: '233f0bf2467044f2d59aad85716a6c05', url: '/packs/media/fonts/62a75a07.woff2' }, { revision: '297e6085e3c053e7c2d1b20fd44a6137', url: '/packs/css/kiholk-2898f73d.css' }, { revision: 'fd290f0fcd7e565abbb6a721122ce8ea', url: '/packs/media/fonts/chunk-111.woff2' }, { revision: '163c55a4f0c399bc7196e83d71aa1833', url: '/packs/js/chunk-112.js' }, { revision: '16c8b144e4fc2b192dbbaefff37e02a4', url: '/packs/media/fonts/chunk-113.woff2' }, { revision: '71c0c8c816aa11aab4c3438a0f75f49b', url: '/packs/js/db385304.js' }, { revision: 'c50b7089a544cff29f8542d4d956dcfc', url: '/emoji/f80ead32.svg' }, { revision: '15ca987ab231bba79aa0405b10447b60', url: '/packs/media/fonts/chunk-116.woff2' }, { revision: '301a32d0c2b27c40ebbdd9919f2caf28', url: '/packs/js/sndbgh-bdbc2618.js' }, { revision: '22c187013d0bc12e06b316b2ac7ac158', url: '/packs/js/yihvdj-6492117e.js' }, { revision: '8f210a18ad93a9c2027bb615260f09a1', url: '/packs/js/chunk-119.js' }, { revision: '97d0bf07b2a4ec9222ba66b1be0969b6', url: '/packs/css/3a0ec35e.css' }, { revision: '4ed1e89cb93f14985dcb531a48b4cc9c', url: '/packs/css/chunk-121.css' }, { revision: '5f932e9cb934f7643225e7dcaa4f7bed', url: '/packs/css/lmvtrp-8fb2b5d1.css' }, { revision: '12d491029522c219a287dd6b70cbeafc', url: '/packs/css/hkwgik-e9d56f91.css' }, { revision: '2cb58ae0c0552617d45af76283deab0e', url: '/packs/js/lujnda-937e71e5.js' }, { revision: '9f39c33814f3808addd7928c13090db1', url: '/packs/js/chunk-125.js' }, { revision: 'e3922a8c40d4d8852487cd2d735581eb', url: '/packs/css/chunk-126.css' }, { revision: '02ca6739e8a469f4621d802e47574179', url: '/packs/css/hkoqlr-df58c0a4.css' }, { revision: 'b2a47e8abeb214367c14f9a9453f3fcf', url: '/emoji/rtgrcs-22786a4e.svg' }, { revision: 'ff998c2c7ce3689609421c13fd897728', url: '/packs/js/chunk-129.js' }, { revision: 'c279c7b259c5c3f1ea62a1777ebc882e', url: '/packs/media/fonts/c43d8281.woff2' }, { revision: 'c69e4d523bf8f0b656808e6237d8377f', url: '/emoji/chunk-131.png' }, { revision: '07e61c92bda832a10112078579b02779', url: '/packs/js/wcidoj-40431d1a.js' }, { revision: '5e0c887390a02483ec774bb2acb5928f', url: '/packs/js/chunk-133.js' }, { revision: '1f8d0ff93caa6ce3197b1ffa589f1683', url: '/packs/media/fonts/ouytjw-f6f893bf.woff2' }, { revision: '7fef6461332b133a1e8d2ca45f6d68a0', url: '/packs/js/lsqdof-7b40de5e.js' }, { revision: 'fe06b8464ffedafc35bc2fae53a7ee5e', url: '/emoji/chunk-136.svg' }, { revision: '35364ae1a1de477b4aec051f27baa781', url: '/packs/js/iyafms-d6237ed1.js' }, { revision: 'f2363b778ffd9dd0c7edb8ae139355f7', url: '/packs/css/cxdstt-11b4006e.css' }, { revision: '1e984fd05dcbd89da6ca3c58ae3ac41f', url: '/packs/js/d738a9c2.js' }, { revision: '48c78332541c5d4e3acee6cc9157f85b', url: '/emoji/cvhnjz-caf5f973.png' }, { revision: 'aa5fa837f6041a190d248db6de49416c', url: '/packs/js/647d72cd.js' }, { revision: '860ecc4646c27fa463697293546efdf4', url: '/emoji/22eb9db0.png' }, { revision: 'cf26643cd69283c11377ea851f7d3f9f', url: '/packs/js/chunk-143.js' }, { revision: '110b35c8b6f81be54d35235aa67246c5', url: '/packs/js/967d45f7.js' }, { revision: 'd5bd0b418beb8e871d496c7aae689002', url: '/emoji/chunk-145.svg' }, { revision: '59033eb7afe907e7b2b087a336a16df0', url: '/emoji/53185b56.svg' }, { revision: '5f506f0a8680b36913511d06f306d05f', url: '/packs/media/fonts/2c1e6dce.woff2' }, { revision: '7af35bf51b59ce9ee68395a48a4a687f', url: '/emoji/dedd0b12.png' }, { revision: '505cd4cfa3681d441d715c440244d6c1', url: '/packs/js/a44b4516.js' }, { revision: '10fc4ba2139745a7e93ddd9fd645ba79', url: '/packs/js/e9727fc8.js' }, { revision: '3444f4181f0ac87370bb527a0d94a3db', url: '/emoji/chunk-151.png' }, { revision: '3f308cc4128ecffd7ebad1a23034da57', url: '/packs/css/ff113d98.css' }, { revision: '0b507ee2f5995610bd261ea1932cc339', url: '/packs/js/acaf3522.js' }, { revision: '525422f21a95304269d8863dc65a6015', url: '/packs/js/9f6dfdfd.js' }, { revision: '3e8fc13b0a83929aa59ccacafa5ca317', url: '/packs/js/ewhrbp-de95e654.js' }, { revision: '942af1aa6ff7a841bae4243ad66f1d59', url: '/emoji/chunk-156.svg' }, { revision: '5a0801010c7d3b7f92a4d12e5fc3c671', url: '/packs/media/fonts/f47f0b0a.woff2' }, { revision: '39f94aabbf66b9c363d56ffdf5378da6', url: '/packs/css/664f066e.css' }, { revision: '1f9abaf8ef8d9d1d81a2ea426a2d3a06', url: '/packs/js/chunk-159.js' }, { revision: '9c42d8b1166609fe27bf7f92fae28a15', url: '/packs/js/1fff1d25.js' }, { revision: '7c802828372063a2e9bee5f6407cd5d4', url: '/emoji/chunk-161.png' }, { revision: '109d976a0576e26c631608d0a5080265', url: '/packs/css/1a39a16d.css' }, { revision: 'f9b3d0b161cd69597844b6298c89144e', url: '/packs/css/488f5c48.css' }, { revision: '2d3df6fb79ad0ce4ebc69fa9cd26b433', url: '/packs/js/eivtve-1066bf58.js' }, { revision: '82f8b5e63f7e86b84ccdbc0653c19da4', url: '/packs/js/d24ec1d9.js' }, { revision: 'ad738cbffab8c53dbb0ee899b4a52ac6', url: '/packs/js/chunk-166.js' }, { revision: '35470777e09cf9c5219cb9bc90bb497d', url: '/packs/media/fonts/f44ef13b.woff2' }, { revision: 'c958842b479faf6ae1a78ca102c906a4', url: '/packs/js/061202d1.js' }, { revision: 'ad128d05bc1f751574316ef066fb4ce7', url: '/packs/js/3e259d61.js' }, { revision: 'a4da496970da553d57bb955034205b3b', url: '/packs/js/chunk-170.js' }, { revision: '48301c8129f8a9048ec75748bd0ca8a6', url: '/packs/media/fonts/chunk-171.woff2' }, { revision: '69b8975096a9094aa133bdbf58f2949c', url: '/emoji/d940dd92.svg' }, { revision: 'da59ca88ab9dcdfc5149866dcddf10f9', url: '/packs/js/chunk-173.js' }, { revision: '43f76faac5f649da77aaac63934af2d3', url: '/packs/js/jculub-1285b40c.js' }, { revision: '44e103423a1a40acc1b8db04862eae45', url: '/packs/js/tcghqe-5834aeb8.js' }, { revision: '683185c2570360933a997de84f2413f4', url: '/packs/css/fosfts-686dda25.css' }, { revision: '8ef0e415d179b0401eac81a537270691', url: '/packs/js/chunk-177.js' }, { revision: 'b0ee9975c308b83057829ecf7383ae57', url: '/emoji/sablcw-b9fba997.png' }, { revision: '8996324dd2298bc46f1707fbaec8ded2', url: '/packs/media/fonts/xqcqzv-ecc62c4d.woff2' }, { revision: '8911fe28bd25da1aa09aec28bcc497dd', url: '/packs/media/fonts/19c98d55.woff2' }, { revision: '3e6843ecee2de02e71580b4f118fe293', url: '/packs/css/chunk-181.css' }, { revision: 'bcbebaa9902cec8cc268567558091d80', url: '/packs/js/chunk-182.js' }, { revision: 'ba628cfdaf909317c7afeac3a6002c6f', url: '/emoji/keisqo-0df6e04a.svg' }, { revision: '4d869a9db4989a3e62b35047cf47161d', url: '/packs/js/chunk-184.js' }, { revision: '9c02e7745c5284d54555fe9d4ae05f6a', url: '/emoji/6c0b414a.png' }, { revision: 'db221fa51a53a65d2002ce8c56ebea5f', url: '/packs/css/f7a19141.css' }, { revision: '49a2be78c9461d0e72eba608a1e13163', url: '/packs/js/qdfyvp-e0f5110e.js' }, { revision: 'd21fbe618774dd69c23e1452642c4012', url: '/packs/js/chunk-188.js' }, { revision: '23e80ab7ffd045860771413fe17072dc', url: '/packs/js/rdhaez-3fd493e7.js' }, { revision: '23f395f726c0451dba31951b0f36e439', url: '/packs/media/fonts/chunk-190.woff2' }, { revision: '7cc7f30e51a2af6a28e830b201f62a0c', url: '/packs/js/f95e4728.js' }, { revision: 'c2eab56fde90b9f56576df847b54e982', url: '/packs/js/htdjrx-62e41541.js' }, { revision: '77c2fd4f1a2cb63dcf2449856487bc0e', url: '/packs/js/myauyr-aef15920.js' }, { revision: '24e473e4233a5b9057c40f1f6fef1b17', url: '/packs/js/chunk-194.js' }, { revision: 'dfbaf79dbe4d120ca321f1e19f1892b2', url: '/packs/js/chunk-195.js' }, { revision: 'f3388eb114834c0dcf1b6d3b50d6300e', url: '/packs/js/mbnnlz-ae9bded2.js' }, { revision: 'a22633b4c1ef5b991d542a9d0fd83de1', url: '/emoji/9086d845.png' }, { revision: 'de6e3ea039b8fddb230048445d46fa66', url: '/packs/js/5bd058fc.js' }, { revision: '7bd248241532c492baa7ae245ddecf7e', url: '/packs/js/1e1fc6a9.js' }, { revision: 'd9ef3cd761c168ff2f9ad7fbaa59cc7e', url: '/packs/js/jurtwz-904ec93e.js' }, { revision: 'e869590162fcec6f592db914b486f0e9', url: '/packs/css/chunk-201.css' }, { revision: '7ca0baf5ad18647984191c49d7363ba5', url: '/emoji/d5e71c63.svg' }, { revision: '3f226481a870a583cf237389e0f7fe7f', url: '/packs/css/6838bfa1.css' }, { revision: '2d39267a7d1b5dd3ff92ce6cc96fd29a', url: '/packs/media/fonts/jxdicr-5bc5ca2f.woff2' }, { revision: '8c5f58796d6f420b9ee0a357bfbdf653', url: '/emoji/1f38699a.png' }, { revision: '3f601df920740e3a5c93b716db47105e', url: '/emoji/chunk-206.svg' }, { revision: 'e3b094cd550cb6f39810909258a03269', url: '/packs/js/4798e2f5.js' }, { revision: 'bb2ec5a9cfefb600b770bd4cf080a31b', url: '/packs/css/b1a81098.css' }, { revision: '505c87444fd7486a283bf59d63d6f0d3', url: '/packs/css/chunk-209.css' }, { revision: '86113c2cde3c0363f9224ec2e702fd04', url: '/emoji/fxqwnb-4d3ef657.svg' }, { revision: '9e917eb959b511479b4a176bfc8f83d2', url: '/emoji/hhthot-78930e10.png' }, { revision: '2d6fc24eab6d0eea11e24053ed96aaf5', url: '/emoji/d4feb657.png' }, { revision: 'd2d77e22ba7749011a269ede2af6527d', url: '/packs/css/chunk-213.css' }, { revision: '0a3a18d2398ce6595e3d35e5c8cac134', url: '/emoji/0cf02efb.png' }, { revision: 'f00fc89009adbe0fdc4e57b03bd58878', url: '/packs/media/fonts/qpqijc-314f2bd8.woff2' }, { revision: 'fa73471b97039afca2c79aee5bbb6bf7', url: '/packs/js/chunk-216.js' }, { revision: '70cad48184bffe25913418f747c670b5', url: '/emoji/uwjqoz-b813f4d1.png' }, { revision: '195950edff984e2d5598cd8ce4f627c1', url: '/packs/js/67258afc.js' }, { revision: '94ba927d4d1614d81215bba3a874e5e5', url: '/emoji/httoen-208c7aaf.png' }, { revision: 'b8c536f790f663f5791c8d833a1f9720', url: '/packs/css/oozztk-432ac60a.css' }, { revision: '069b73ef5d880af7fdda9f5bcd44b750', url: '/packs/js/chunk-221.js' }, { revision: 'd60ed6d3e0a4c483b20724016c865432', url: '/packs/js/chunk-222.js' }, { revision: '5dd1f9f6aaf2ba595a98b975c0402d11', url: '/packs/media/fonts/xdaihb-45597515.woff2' }, { revision: 'b3ec3a14943cc4a462799de1689213f0', url: '/packs/js/fa4d8e16.js' }, { revision: '18fd5283d5dcc62664eab74e3584d7fe', url: '/packs/js/chunk-225.js' }, { revision: '2e15776ef095c67b3924869d57ea4c0e', url: '/packs/js/64fed088.js' }, { revision: '7e240cd6b9ee6424110dd338dba2d770', url: '/packs/js/be68057e.js' }, { revision: 'a31acdc33ee087293abcf5a59b1d2023', url: '/emoji/eafmws-821a0dbe.svg' }, { revision: '28916baa6093ca305d0f164b1ad3f732', url: '/packs/js/4f7b2332.js' }, { revision: '4653c9fb5e6fe627ae7e8df7cef0caae', url: '/emoji/chunk-230.png' }, { revision: '94bfdd711aed5fb6f55448e0bab44a11', url: '/packs/js/chunk-231.js' }, { revision: 'cdfb5698b565b5864be51c2d4c3c1990', url: '/emoji/ztwyzj-467848c8.png' }, { revision: '8b04f9dbd5882adb20ef0f0d98957580', url: '/packs/js/chunk-233.js' }, { revision: '74731384a7c514a00425ae9352ed658f', url: '/packs/media/fonts/chunk-234.woff2' }, { revision: '08798412d641e6f7b0bb3ff8568be5be', url: '/packs/js/7c500428.js' }, { revision: '404af1012a7409ca2b6686516cd59894', url: '/packs/js/722d7a4b.js' }, { revision: '3951b692115f12c958163b8b6f29129d', url: '/packs/css/chunk-237.css' }, { revision: 'c18e100b95f891223f6ccb8fec665385', url: '/packs/js/464363fb.js' }, { revision: '33d600b64eed7695d6c51dba7f0e1b04', url: '/packs/js/swgfek-4733e722.js' }, { revision: 'b5f78875261edfa4588de90069b3249f', url: '/packs/css/iuhxhc-1a644d3c.css' }, { revision: 'dccb4d4f8fb20cf17c26689c41fa3dad', url: '/emoji/usjocj-9a010c75.svg' }, { revision: 'f21f627f64989fc221aa633140307642', url: '/packs/css/chunk-242.css' }, { revision: '3f0dbb42d90f0f702b0a32dc2f0a4135', url: '/emoji/58763919.png' }, { revision: '33977ff44001ce86385cc89c335b8ba9', url: '/emoji/kafaob-89b62d8c.svg' }, { revision: '71936fac93126bf3211af0bb1be085e6', url: '/packs/js/chunk-245.js' }, { revision: '7e75ed1f7d4b13dda9297d77d2b6fd6a', url: '/packs/media/fonts/ascsta-31661fe3.woff2' }, { revision: '40315d916a9ce8226190bbd2a73e2c7b', url: '/packs/js/igpyuj-9f3ee95d.js' }, { revision: '1960e7a9074ded1593cc975d2098610c', url: '/emoji/drpiyy-e9b64909.svg' }, { revision: 'ec12b67d9f73d360bb874bdf2f14be83', url: '/packs/js/chunk-249.js' }, { revision: 'af4b861e3c76cf845427d76fbb0c22e2', url: '/packs/css/vteiyr-c495c7c7.css' }, { revision: '8e621af402c40f7dfd830ac933ee66b9', url: '/packs/js/jbsumm-98cfba91.js' }, { revision: 'e7109ab6d75d2c5922af14654717c9b8', url: '/emoji/jlwcgq-8fea0ac3.svg' }, { revision: 'eed93d16d35414ebb59607dd3110e691', url: '/emoji/chunk-253.svg' }, { revision: 'b4f0b10a721c93c453af5f54d3a26edb', url: '/emoji/gizbuu-c044324a.png' }, { revision: '3f6a666970096c99a1cbcc5c0b7a0989', url: '/packs/media/fonts/83c3353e.woff2' }, { revision: '526aa89277fb1be57780b83ed1488dce', url: '/packs/js/chunk-256.js' }, { revision: '685d4d6796c6d840c57ee7c5d9379e15', url: '/packs/css/2fd1ff1d.css' }, { revision: 'ae7a392873815f96a46e4f9c39f37e18', url: '/emoji/vilrwh-54ca4d83.svg' }, { revision: '701b5743706b785bde3f7037c71530f1', url: '/packs/js/7ff3d068.js' }, { revision: '89608bba08820c3610167c40354dfc4b', url: '/packs/css/f5efea97.css' }, { revision: 'f75d9c9c6b802a69c6c266d2405b5a4e', url: '/packs/css/54649d76.css' }, { revision: 'ddfd52a45147a97b60c4762c1a5b433a', url: '/emoji/09cc5748.png' }, { revision: '66ab52c193271bc8643684ec8a59b477', url: '/emoji/88629100.png' }, { revision: '97189d9efda02ab60acb42be8baaa4b3', url: '/packs/js/chunk-264.js' }, { revision: 'e0f7e2b193f83b24929763fd21f82f74', url: '/packs/js/duiutw-1813c0b0.js' }, { revision: '15a0f017430ad45c3a5723c65a937c34', url: '/packs/js/b18c74dc.js' }, { revision: '690b4d3d021a1baa283aac19880d642a', url: '/emoji/ynsbbh-0a5b2e17.png' }, { revision: '0729b4af997cf3c8e2b612c836bc2913', url: '/packs/media/fonts/79a665e6.woff2' }, { revision: '8957721939c16f095aee4c854816a61e', url: '/packs/js/vpanmw-26674478.js' }, { revision: 'c58e028207e8baf2021b021d3b1c3985', url: '/packs/css/chunk-270.css' }, { revision: '170da6f558dcc9596611cebc29a8f220', url: '/packs/media/fonts/cwybcc-2669fcd4.woff2' }, { revision: 'ca6a25db734c7731c4d51f87acdf4bda', url: '/packs/js/21d23263.js' }, { revision: 'aa347dd3c56f3d55a74a09e83d8cb789', url: '/packs/js/pupgpg-f7254b20.js' }, { revision: '19b736dce82148beb7741052cfcb6c0b', url: '/emoji/chunk-274.svg' }, { revision: 'ba158fa7a16ea5563e246a2abb994c0f', url: '/packs/js/chunk-275.js' }, { revision: '1addf1bcf210942126e274aee31336fd', url: '/packs/js/e031ca96.js' }, { revision: 'd6683aa6a1233b445125e987f5ee281a', url: '/packs/css/aukfsn-4dde30f3.css' }, { revision: 'd4e17e8eadd5a7d279bce0e036c90a33', url: '/packs/js/chunk-278.js' }, { revision: 'a25e19ed10ff628f42e8f305670d58df', url: '/packs/js/d74a9d37.js' }, { revision: 'a831e946e2958d1d2a927bdb1a12b963', url: '/packs/js/ingutq-5ad1e31e.js' }, { revision: '99160a86ffb6702ba162602c0398cb78', url: '/packs/js/291ecfc0.js' }, { revision: 'ff0fcf19ad3991e0569054c54fc6a255', url: '/packs/js/e472e896.js' }, { revision: '57bfb3aec3c82a4cfb91d4b6ab141e61', url: '/emoji/bd0eb0e7.svg' }, { revision: '3a52f6da90505dd00a4a66ac2a5de898', url: '/packs/js/869d944f.js' }, { revision: '94b7548d8e1c9649162e2847831ffe3f', url: '/packs/js/tkqncy-a706ec00.js' }, { revision: '3c7902eba3ff3c2052909257705ee5dc', url: '/emoji/d5cfb57b.svg' }, { revision: '9b01f474485d16a3c8d78490630fa3ed', url: '/emoji/cqihzo-fb37b3aa.svg' }, { revision: '8dc5f3250f71f3b2b8d9fa3dfc4f899b', url: '/emoji/dqtcec-648c1992.png' }, { revision: '57ab8a2061e52663abf2989c5a981cbf', url: '/packs/js/lbcoss-176b8319.js' }, { revision: '568a62be4ce2f2887aeabb8144115613', url: '/emoji/scnnhr-3282f1eb.svg' }, { revision: '6d6dd5dfb403b470e94acc1aa5975b7d', url: '/packs/js/miasrl-cfc8eba1.js' }, { revision: '6d639028a17ad871f84e232b7641392d', url: '/emoji/chunk-292.svg' }, { revision: '2adbb1ff89dca5d0b8f3c6a0563b8ced', url: '/packs/js/6059ca3e.js' }, { revision: 'fd81fa4e55fa7e9c124bbce0148d45b9', url: '/emoji/qnbikp-97083cc4.png' }, { revision: '560582788b57bd55dad244d3aee85764', url: '/packs/js/mohdlx-cd8db740.js' }, { revision: '9fd82073b809a244efceacd2d829de26', url: '/packs/js/ehxnfr-1950f2af.js' }, { revision: 'ea3821181f347a5496d48498b29a5ab8', url: '/packs/js/chunk-297.js' }, { revision: '045a67bd1201c1d5b3b415c991d2f2fb', url: '/emoji/qjnmle-d3bf073a.png' }, { revision: 'a8c277e3ec20eca9c1f80a0801653264', url: '/packs/js/chunk-299.js' }, { revision: 'f5e527f024bd9c2a505060e7dfe61f75', url: '/packs/js/uetfgi-979fd898.js' }, { revision: '06040a1ff2ad1d7def08536f2842e0a3', url: '/packs/js/667b4f93.js' }, { revision: 'd33759c462d68aaedf18e673b80a8dde', url: '/packs/js/xyiful-36458305.js' }, { revision: '23428f9f5026799140897b98d4d5e039', url: '/emoji/xcwbpf-8f4a30fd.png' }, { revision: 'fb5aae5b6e9b677e2017d215e528a0b2', url: '/packs/css/chunk-304.css' }, { revision: 'd7a3353c3338f3bd87e70f90e835e101', url: '/packs/js/chunk-305.js' }, { revision: '4974980b573cab1e65d4454782b90d7b', url: '/packs/js/fprbls-8228a578.js' }, { revision: '74060ad907f0a98a5a19cc4754b9f261', url: '/packs/media/fonts/02da46bc.woff2' }, { revision: 'cee5a01fb382feb8b14950b8a9384230', url: '/packs/js/ckkxff-7dab49b6.js' }, { revision: 'b444c6ae7caa82f299f16d35ef81d283', url: '/packs/js/sbwxxg-8023e1fa.js' }, { revision: 'fced73d47d42d3d28078333aa182a637', url: '/packs/media/fonts/chunk-310.woff2' }, { revision: 'eed9a2d0b391793d2a413911faca4622', url: '/packs/js/149969b0.js' }, { revision: '833465325badb9142db1db34b7601a31', url: '/emoji/1779db54.svg' }, { revision: '85d72483edaa2ca7d7d823b239792de9', url: '/packs/css/chunk-313.css' }, { revision: '2b6997227356f8e6036b55975f318cb5', url: '/packs/js/frtrjl-73d371d1.js' }, { revision: 'aeb2b94e68e208494e37d6da0ecf1d1a', url: '/emoji/f1d5d3ba.svg' }, { revision: '003f75e9bfdd304dd52924849d106b85', url: '/packs/js/f88a0a63.js' }, { revision: 'b7fdca4f598e63c98a310e3664e1af9b', url: '/packs/css/f24a9793.css' }, { revision: '888b9a32700e713f70c50ccbcb5ae1cf', url: '/packs/js/chunk-318.js' }, { revision: '4a3e0c3caa85cc733319ac147c86da22', url: '/packs/css/e420b1b0.css' }, { revision: '435a2a2d55682e6dff13e68c163416de', url: '/packs/css/piwwmt-47787c71.css' }, { revision: '9d336ec1eb883a0eceb0700689df8dd5', url: '/emoji/73c16350.svg' }, { revision: '672656167b1d58e3181597cf3cc04f2f', url: '/packs/js/1f6a2b35.js' }, { revision: '33b413eb75c5abde373453af96cee56f', url: '/packs/js/chunk-323.js' }, { revision: '665396da930b9a01d0a99fbf3e767cd1', url: '/packs/media/fonts/zgjyoc-798335c2.woff2' }, { revision: 'cc5fa4e76e571cbb350a54d0975d499e', url: '/packs/css/ndqqan-46fc03ea.css' }, { revision: '81eb56082d90ba653615c4569e6632f4', url: '/packs/js/86a4cb36.js' }, { revision: 'b2b22dbecf33f8ff071c2a4a5bd07cce', url: '/packs/js/chunk-327.js' }, { revision: '08df01b238b9bbcb02e44f74e95a51ab', url: '/emoji/bdbczj-d221633b.svg' }, { revision: '0e6871223ffffd015ce07e4d598bb41a', url: '/emoji/chunk-329.png' }, { revision: 'a6cc009298e802fe375dbb974061d156', url: '/packs/media/fonts/chunk-330.woff2' }, { revision: 'afbbb6edb500ac1cd9fa7091ae5d2743', url: '/packs/css/vntwpw-057ad3b3.css' }, { revision: '191a5d4c2edcde24955d4539abc991c8', url: '/emoji/xaiark-d825a256.svg' }, { revision: 'cea2b7e19c5069ee42ef21d2ca5f2bb0', url: '/packs/js/7220505a.js' }, { revision: '483947f8e5848c52cd7fb1ae8e754c07', url: '/emoji/fee79377.svg' }, { revision: 'f49a74d4cc65fdecde51bbf240205ad6', url: '/packs/media/fonts/sdxeih-8e60f9a0.woff2' }, { revision: '827fe758e539f39069a26959a4e8643d', url: '/packs/js/8b0b5f65.js' }, { revision: 'e4d199a6d1a7c30bac505f2358e75763', url: '/emoji/93616ec7.png' }, { revision: '8fae96ca131bc41e911c706bcd51e2d2', url: '/emoji/bmawhc-854296d7.svg' }, { revision: '4abcfa58a91b159fe40132ce178de42a', url: '/emoji/chunk-339.png' }, { revision: '547177d94f2fc341e17cd78015319784', url: '/packs/js/chunk-340.js' }, { revision: '753c6e9dcb452b0e67dfce75723361b3', url: '/packs/js/uhyukn-9766bac7.js' }, { revision: '7ed94d6b457ff92a72b229997b266e3c', url: '/packs/js/chunk-342.js' }, { revision: '6d471cf33c109cb67f3b9c4d5d938262', url: '/packs/css/chunk-343.css' }, { revision: 'db0f35181e75f564f39081999a428f74', url: '/packs/css/da9ed19e.css' }, { revision: '3116513171c614fb648308159e9379ca', url: '/packs/js/utqbqq-1a5ff7a1.js' }, { revision: 'a64cad48e691bdb8739101542ea34d93', url: '/emoji/25a90848.png' }, { revision: 'edc6566e1f5b3a9549eac7c392643e06', url: '/packs/js/fa8552c7.js' }, { revision: 'e86378177e8a337c34237c2b0c607f00', url: '/emoji/5b5ec058.svg' }, { revision: 'e3c93b5523fd517a5a81e80e3d2b0d4a', url: '/packs/js/edac22f0.js' }, { revision: '3478db6e8a94b8f99cccb36633398db0', url: '/packs/css/ekibcv-ef75ba06.css' }, { revision: '82173134be5643b45abdf6ddd257498f', url: '/packs/js/ixzmlp-fe792883.js' }, { revision: '3d400d0dc24b083350a3358c28b6f8df', url: '/packs/media/fonts/69bb4ee7.woff2' }, { revision: 'f9cb3dc634fbc07330fa2fc3cca9459c', url: '/packs/css/chunk-353.css' }, { revision: '92ba9c7b4b065985925ebf8d1fc81a56', url: '/packs/js/8fd434f4.js' }, { revision: '78742ac3c3137d5313fbb894b9885d41', url: '/emoji/chunk-355.png' }, { revision: '5e7d75997f8f9bbfe587092b18f63786', url: '/packs/css/26993ae2.css' }, { revision: '91e74e4eb9c73a66e00cc8db9df01aaf', url: '/packs/css/423baf7c.css' }, { revision: 'e9dc7ea7ec9123e4d9859a3ba8748aa0', url: '/packs/js/d34d822c.js' }, { revision: '75d039920b7a4c5d9398500c9f018805', url: '/packs/js/pzihux-0270179e.js' }, { revision: '27cbf2129e10060b7a2dccadd8222703', url: '/emoji/chunk-360.png' }, { revision: 'ece54364dca2a78462a30597c6c8db26', url: '/packs/css/chunk-361.css' }, { revision: '1596c1f0860da5a57a6a62be3ab792cb', url: '/emoji/chunk-362.png' }, { revision: '90c58884064d4c01fcf74e7192b74589', url: '/packs/media/fonts/chunk-363.woff2' }, { revision: '2bb458421e6a56e5e86ab34e760b2fd1', url: '/emoji/chunk-364.png' }, { revision: 'e1e7d9e70bcd4857c1552770e6d52148', url: '/packs/js/chunk-365.js' }, { revision: 'ee2193a4f06ecbacfd58ae81f7aeee5f', url: '/emoji/wsjahy-e4781952.png' }, { revision: 'ee8e8253a4847ca8bba4b6044df0db16', url: '/emoji/chunk-367.svg' }, { revision: '0e9bbb7909d882fd14d2f1249520b917', url: '/packs/media/fonts/chunk-368.woff2' }, { revision: '98509808a08264d71a786cbe7bf6a5c6', url: '/packs/js/bjxpms-f220580f.js' }, { revision: '4eb55a2d629189e34b889cbf9c78e46c', url: '/emoji/gxtztu-452a4d32.png' }, { revision: 'bc910a6b82347bc9ec26deb3b0cdede6', url: '/packs/js/7abdc796.js' }, { revision: 'e4062122c3396ec97469d5a3214e7dda', url: '/packs/js/42b6a72f.js' }, { revision: '78e9109840ba51ae765dba12237a855d', url: '/emoji/bff2c494.png' }, { revision: 'e615e3d5818d03fcb5b149a176aa5467', url: '/packs/js/chunk-374.js' }, { revision: '73c02b98df071d1d23ea7fed681805c3', url: '/packs/js/9360c5ff.js' }, { revision: 'dc9be8b5dcae280635a7209fd7e82510', url: '/packs/js/ba981973.js' }, { revision: '03c0cb2a4bc6c590376f8662e160db22', url: '/packs/js/38ba5d36.js' }, { revision: '11e1d47955c8668f1b55ddb87a679850', url: '/emoji/3e971c24.svg' }, { revision: '1eacb52704c85d47371a56d805b7af78', url: '/packs/media/fonts/8bc41a98.woff2' }, { revision: 'b5736251637b4de0215e867cfcf68e99', url: '/packs/css/92a3929c.css' }, { revision: '0f91b70583a75b40e9a426b1c1960178', url: '/packs/js/b3648d83.js' }, { revision: '615d406397521cb80a944d401d2a51c4', url: '/packs/css/760ac8b6.css' }, { revision: 'e2c67abeb352b170969fd3a8cb4b244c', url: '/packs/js/chunk-383.js' }, { revision: 'af5f54e4ed46a10b94737d50e238d98c', url: '/packs/css/2874b398.css' }, { revision: 'ac4eb7e5f85fb77b45684e054e9dfe37', url: '/emoji/a03ee127.png' }, { revision: 'dda000f886c84a1fba4441a8c225af41', url: '/packs/js/chunk-386.js' }, { revision: '97068c99d8bead92e822b265037ebb0a', url: '/packs/css/dfewzm-fffde881.css' }, { revision: '3eea09f7a67c9e1b33c42c9f88f11330', url: '/emoji/e70b1cc5.png' }, { revision: 'a6a9138549f2f1ebc91830cb4ad3bfa2', url: '/emoji/yxoivi-d6d324c8.svg' }, { revision: 'd5f923ae2471c89e85a4ce37e15aa361', url: '/packs/js/chunk-390.js' }, { revision: '28abecc11f55a2b25a680902c1b63881', url: '/emoji/eictxp-6f7fba5a.svg' }, { revision: '804b4ffada712d9915fca6165d7062c7', url: '/emoji/c75ebfb9.png' }, { revision: 'e209849ad8ccbaab54e7bd9a9281aa90', url: '/packs/css/chunk-393.css' }, { revision: '4280604cad984b261b508d71e1b6a41f', url: '/packs/js/brldhj-a5a3f6d1.js' }, { revision: '755530fbbfef315a4b383fab224c1328', url: '/packs/css/f5668de5.css' }, { revision: '297acde2658899ef4ab72935ad5d0601', url: '/emoji/chunk-396.svg' }, { revision: '9eda7a8751be9e7f40e21ddc766e79ef', url: '/packs/css/chunk-397.css' }, { revision: 'cc8a0f59076cf8db58801348a96f5658', url: '/packs/js/003db8f6.js' }, { revision: '20455dfce17387acfcc5efe7811b41a9', url: '/emoji/chunk-399.svg' }, { revision: 'e822e0325e0b3da66dfd256dce738e5e', url: '/emoji/chunk-400.svg' }, { revision: '0271aec51225073a82fc986413bd431a', url: '/emoji/d8808d86.png' }, { revision: 'b711e721fe68f65d0e39df48c4ce6285', url: '/packs/media/fonts/96cf4475.woff2' }, { revision: '516de0fd9edd6c338d04495bf6fe7c29', url: '/packs/js/wzejsg-9c670be1.js' }, { revision: '21ed18101fc76e48a181feeaeb313a29', url: '/packs/js/chunk-404.js' }, { revision: '1a365c8cbb5056e2e7943a685f23060d', url: '/emoji/chunk-405.svg' }, { revision: 'a83ca077a6ab2f1415cf07b635dd6a3b', url: '/emoji/3f4ab8c5.svg' }, { revision: 'e547a317e119839e8788f94ea554d95e', url: '/emoji/chunk-407.png' }, { revision: 'e77f3bd38009af863c0d775a7068d161', url: '/packs/js/yodrrn-2ddd75d8.js' }, { revision: '2cbee59c7626cf074873a30813cf3dd8', url: '/emoji/chunk-409.svg' }, { revision: 'c39449b4af6bbcc0749e784ae9383cf5', url: '/packs/js/3ee46de4.js' }, { revision: 'b9f2a4f9d8b449975b3457b3ae682fdb', url: '/packs/js/41ed6d75.js' }, { revision: 'c82adf71b35a85b913baee452bd08299', url: '/emoji/owyiyf-70c10c0b.png' }, { revision: 'a2a5d94c9b5474d506eb09e209f78e75', url: '/packs/js/3e8e07eb.js' }, { revision: 'bb103ee22fcb479c528dd4c2042a5536', url: '/packs/js/chunk-414.js' }, { revision: '669293958a52c6f93c37554e7a7da999', url: '/packs/js/f34f40e1.js' }, { revision: '1ba6c7803c06dd3f9da59d0f7e87f80e', url: '/packs/js/chunk-416.js' }, { revision: '9244868afa432ddb99830b7ece035c82', url: '/packs/media/fonts/0f747e4f.woff2' }, { revision: 'e393e648ebb049b325e4b6e29f77b135', url: '/packs/js/kcamcx-1e52bedf.js' }, { revision: '470b7881b126485cad72d0221939ae61', url: '/packs/css/rkjiex-2efc25bf.css' }, { revision: '0a405bafd6a051d9659f9aea4763e184', url: '/packs/js/a1fa6e0a.js' }, { revision: '6e9d283fec39795a73f68ccda311049f', url: '/packs/media/fonts/whfqbq-21a6f7e1.woff2' }, { revision: '41a4b2d33236cc2d6669d598e0eaac30', url: '/packs/js/gamxcx-02547936.js' }, { revision: '2c72534d387876775f0677b0cbd8896b', url: '/packs/js/66a72c04.js' }, { revision: 'e48990bdf863ec123317c94acc4b03ef', url: '/packs/js/penefv-d555d296.js' }, { revision: 'c09b2294826aff7fa3f8369858ce0c30', url: '/packs/media/fonts/ddglqq-631b4b49.woff2' }, { revision: '7a2b28670b3a03b5d1a1494129205596', url: '/packs/media/fonts/rigvnr-025255f7.woff2' }, { revision: '230cc26d346902bdfef1d82ff4c9be7d', url: '/packs/js/b02cda2d.js' }, { revision: '3c33b86f8c65c4c29fbb3510fde90be8', url: '/emoji/ccdeul-7b81c1d1.svg' }, { revision: '6e4b2c470d52cc44f1ad4eb58e589906', url: '/packs/css/04a06196.css' }, { revision: '31b0af2345dba5cb526f428108e122fd', url: '/packs/js/ffe4ebe8.js' }, { revision: '31a9c3845f22f06e96739fe196f5f2cf', url: '/packs/js/chunk-431.js' }, { revision: '9c4a42ea4d7b53e96e2651784f2e6c2e', url: '/packs/css/chunk-432.css' }, { revision: 'e17e672bca3208bf949181205fd37c9e', url: '/packs/css/chunk-433.css' }, { revision: '27896445cd3db7aa0f8fe60122d025d8', url: '/packs/js/chunk-434.js' }, { revision: 'a8f25f190efc8c316c54245bd6090b72', url: '/packs/js/e052cbf7.js' }, { revision: 'e21f2c9d04b24e7b944ed3a0c2d9f5da', url: '/packs/js/chunk-436.js' }, { revision: '7c8441b7db697c00a80b0bb48235811a', url: '/packs/js/uabkhm-08e239db.js' }, { revision: 'b69744568d313d944fb9ab6b05fba053', url: '/packs/media/fonts/16cc50c4.woff2' }, { revision: 'fa0ef1a18a6347596afacc5de0d4ecde', url: '/packs/js/fd2692ea.js' }, { revision: '8edc23682a676fac2ef511ec3ca2a6eb', url: '/packs/js/chunk-440.js' }, { revision: 'a804a0734dfcc6d84951cbad86642c79', url: '/packs/js/322c5f74.js' }, { revision: '935e5d2ae0efbb8c5441d58173b7e091', url: '/emoji/chunk-442.png' }, { revision: '815193e5220dcbb6420adc12a0360f2a', url: '/packs/js/uyhjsf-d1b5c68b.js' }, { revision: 'b85ef7ec1e63992be330b9da08b209bf', url: '/packs/js/chunk-444.js' }, { revision: '89740f59e50ab65bde54f68fc88a7e1b', url: '/emoji/27c8fe2d.svg' }, { revision: 'e3698097a4fb7be930c364b3749bd31b', url: '/packs/js/chunk-446.js' }, { revision: 'f6109b71cb285a634b77fc88be4a17b6', url: '/packs/css/gwusgz-5410d9a5.css' }, { revision: '69271ac04502dde2c6a025972c77e94c', url: '/emoji/chunk-448.png' }, { revision: 'd16ecde79b5d2d06a43f7431a62e152a', url: '/packs/js/9ab5c462.js' }, { revision: 'cc56dd3a51c178079650ff3d96abd8a3', url: '/packs/js/f1c4269e.js' }, { revision: 'b8944abfcd76b419627aac69a88b5885', url: '/emoji/chunk-451.png' }, { revision: 'cdacdcedb409c67315e0a56de525d96e', url: '/emoji/e419fb58.png' }, { revision: '6cfdd44e64be6c858e57e985ee57d87c', url: '/emoji/chunk-453.svg' }, { revision: 'c960315d6dd284648eb49f5d29767949', url: '/emoji/9a95cb93.svg' }, { revision: 'd4e6cdc67b47e9d9d73671100c98ab8f', url: '/packs/js/kbjslx-0b6b0cef.js' }, { revision: 'ed992d5602aecda13b2da41a8ce59649', url: '/packs/css/chunk-456.css' }, { revision: '36c8da4d63bc9cef1d69b6cf17c8e3ac', url: '/packs/js/yoynlr-06c6ede1.js' }, { revision: '87849b5913bc5da3aae5bf7e66a1c2e8', url: '/packs/css/72fe8985.css' }, { revision: '960f90177be24df1377aa9fb59d278dc', url: '/emoji/lexfgv-33bed148.png' }, { revision: 'c6452ab2cbbb4c9669b24e1d7f39c0f2', url: '/packs/js/chunk-460.js' }, { revision: '8c6e08d4c0b5b777c1edfc292774aa26', url: '/packs/media/fonts/xuqmqe-15734c72.woff2' }, { revision: '892ee95f023c8207553f027a7f276d0e', url: '/packs/js/6685f2c5.js' }, { revision: '72eccc1418e2bc76b0f1cb86008ba4e8', url: '/packs/js/3c1a9f83.js' }, { revision: '2107cc102e8283a3813fe35454dc7619', url: '/emoji/qoqhqd-f6134d95.svg' }, { revision: 'ef8ed6946e9ca7d080d7d365aadb7e58', url: '/packs/js/3dd3ac58.js' }, { revision: '7ff859a3b1432f43af6cd56874bd2d48', url: '/packs/js/pghkpv-626df41b.js' }, { revision: '5bb289cc10c9fd2d9a08025d73e0a0fd', url: '/packs/js/eixybm-6116ec5e.js' }, { revision: '2f17d66010c6c383fc00e6f246e460d8', url: '/packs/js/87e2f9f8.js' }, { revision: '0f955435fc4fb0e26b8cc93d91f098e4', url: '/packs/js/eavfyn-ef9616a3.js' }, { revision: 'b3a5cd485908d7d65c87cb68bf01a5c6', url: '/emoji/nwbixd-1c9ae610.svg' }, { revision: '64c707c561201964addcec3d92fe3398', url: '/packs/js/chunk-471.js' }, { revision: '2a315a8535ac74af5c197d71b68e2c81', url: '/packs/js/zzagaf-159f684f.js' }, { revision: 'ad4ec53041ac85471bd3c9bba7216070', url: '/packs/media/fonts/f9c4450f.woff2' }, { revision: 'cba29edbf244de271849bd0bca7dab7b', url: '/packs/media/fonts/6c4ce308.woff2' }, { revision: 'b7db9ab5b7bc71c5ba938bc59b9b6e30', url: '/emoji/2481442c.png' }, { revision: '0bf2ad611310b8c103e298ca2a22f7b1', url: '/emoji/taeszp-ea3c06dc.png' }, { revision: '031634cb929367e7be90af723aaabfd4', url: '/packs/js/ngnrzd-5629a2c7.js' }, { revision: 'abfd6e9573911407c35df2043a712143', url: '/emoji/chunk-478.svg' }, { revision: '4d6b280575d85fa7344d406bc1700d9c', url: '/packs/js/licjnx-503a44a0.js' }, { revision: '1b5ccd2cc6bd7875440544f2bca32628', url: '/emoji/3c10b471.svg' }, { revision: '78abe78d976286d8f19d39e0457d2d16', url: '/emoji/chunk-481.png' }, { revision: 'a9fe27f45209a371ca0a2c0e5ed2fb57', url: '/emoji/238683e9.svg' }, { revision: '575936aff7f7994bec3acaef52f775ed', url: '/emoji/f512417f.png' }, { revision: '87824dd6be3a2baa7091991e4fa64563', url: '/packs/js/592caf3b.js' }, { revision: '674a1eed18a577b864f793bebe442065', url: '/packs/js/b36afe19.js' }, { revision: 'f93bb148ad4e0c593ff781962abab282', url: '/packs/js/vqmpcb-2a797f93.js' }, { revision: 'e46382e6e2bfce15a5463b51255545b2', url: '/emoji/xzmaxv-d917b684.png' }, { revision: 'b3be251d2f895a4eb7855fa9f93c3b7e', url: '/emoji/97934a05.svg' }, { revision: 'd1d90a7f22d5cdcd56cf15575cb46cb7', url: '/packs/js/3aeaecd7.js' }, { revision: 'c46779500b5014587321a3e37c7cb5b4', url: '/packs/css/chunk-490.css' }, { revision: '5232fae313038c6e7fdfd018b0e4685a', url: '/packs/js/jxqpnp-a4f19f8b.js' }, { revision: 'a5d05bbb98867c3bf24e6b180f9354fe', url: '/packs/media/fonts/gnpfzo-6117bb6a.woff2' }, { revision: '1af7faae1feeb80b34cc63a71ea2e39a', url: '/packs/js/kzjywj-4119e270.js' }, { revision: '2bad5c6872413cffd7ff084d0f4d891e', url: '/packs/js/jdesat-7d36a019.js' }, { revision: 'ed92b06b0c9931becfbb3b8dbb7ee282', url: '/packs/js/chunk-495.js' }, { revision: 'b10cbf4e75d2e758b13edcbb32207e8d', url: '/packs/js/cfceac30.js' }, { revision: 'c2db38dacdcf730fe6be466e71817547', url: '/emoji/5ebacee8.svg' }, { revision: '8608fafbeec63abc6c7b8be48ff5b09d', url: '/packs/js/chunk-498.js' }, { revision: 'e088ef2de2bda02db457a0c2c99bfc19', url: '/packs/js/f1dfb871.js' }, { revision: 'a1b9f8e18c99568fa3ba78d845322fab', url: '/emoji/wxnpjp-65557cee.svg' }, { revision: 'b23aee739cb4cf67695e330f9ec2efe2', url: '/emoji/4abbf12c.svg' }, { revision: '5c5735fe8716742cfa1dedf0034513d8', url: '/emoji/fa80c327.png' }, { revision: 'bca3d85645d125085f751f6f5f49ea22', url: '/emoji/jwesvz-b681bb35.png' }, { revision: '7929dbe3d20796a76c69146529a45e57', url: '/packs/js/chunk-504.js' }, { revision: '67158b2db14879b8f3e6ce6a34e93d3a', url: '/packs/js/37b3f59a.js' }, { revision: '749608c7deff311144d092b1536e99d5', url: '/packs/media/fonts/hpwoeb-2655cd08.woff2' }, { revision: 'aee6da0a1478b93e253e77b8a0904429', url: '/packs/js/pwhvfy-fc001ace.js' }, { revision: '5c5b3716642877384ecfe0d5aedb6d11', url: '/emoji/chunk-508.svg' }, { revision: '6d7dc16b74133297b761381796173378', url: '/packs/js/ijoikw-06f1c9e1.js' }, { revision: 'fc04329d4cd9e20bd3b3af0445c1dfa2', url: '/packs/js/chunk-510.js' }, { revision: '6bf823cadbff3fb67a8d5d4a341ea06b', url: '/emoji/nemkzc-6ada881a.svg' }, { revision: 'cf8925ac1fda187190d61aecbc916867', url: '/emoji/chunk-512.svg' }, { revision: '018e595e66ddc5bfb14a51cd1443b587', url: '/packs/media/fonts/chunk-513.woff2' }, { revision: '32d18685e332ff17fb9e7c9c49bf7e90', url: '/packs/media/fonts/72fde84d.woff2' }, { revision: '08a3f0fb9ce4750f8a0bbe29c2a5961f', url: '/packs/media/fonts/chunk-515.woff2' }, { revision: '456aa24d85fd48aebbc2807f005f1fb3', url: '/packs/js/fcfbfc61.js' }, { revision: 'df0a459892bccf071f91a9381652ce00', url: '/packs/css/chunk-517.css' }, { revision: '52e0db5ea01047a61c484c1d42214a95', url: '/packs/css/pwtezp-751129de.css' }, { revision: 'd3d2c25b10f9714b7128d8da37462b56', url: '/packs/js/chunk-519.js' }, { revision: '86c49f667949b73a2e64ee3318e0f53a', url: '/packs/js/02e57748.js' }, { revision: '4defbe4304f21c46a649bdd539530f63', url: '/emoji/qhxbqb-5703b147.png' }, { revision: '7d89d910fc31972ac60a957cb10a858e', url: '/packs/js/phmpnq-adfcb044.js' }, { revision: '59675e641c480ee3c7ace5b323ca817f', url: '/packs/js/ogxvfk-48dc9b41.js' }, { revision: 'b6c2a05b08aca8eb25a13f3513386e50', url: '/emoji/hcowau-08cc8e2a.png' }, { revision: '45d5ab36bff7e01c317ff37549d19109', url: '/packs/js/bea8de32.js' }, { revision: '4a8ea911133712dba116a8b9f1286041', url: '/packs/js/chunk-526.js' }, { revision: 'a0eea2d76f73febb0d662a4cd804cc13', url: '/packs/js/chunk-527.js' }, { revision: '8def44b546e455d64cd80070293fdad9', url: '/packs/css/chunk-528.css' }, { revision: 'd51fdb9e862ee8d9d7dcdfb1c4b430da', url: '/emoji/bd97b8e7.svg' }, { revision: '0211db2eba65c8d62c8e5e6cb284ec96', url: '/packs/css/zlfqlb-61c098f3.css' }, { revision: '2fa4cec5ddd560ec6982a0a9925a91a8', url: '/packs/media/fonts/chunk-531.woff2' }, { revision: 'f39ba886a8b71da7d40a01c9815f4736', url: '/packs/media/fonts/idbjil-420a27b6.woff2' }, { revision: 'e6165d0b3ef3aba36b28c31fa34d8317', url: '/packs/js/chunk-533.js' }, { revision: '9c43be706d68d3c55d0e7389e072c025', url: '/emoji/245c95cd.png' }, { revision: '957b822bf0f3595945bb0ea2530c59e4', url: '/packs/js/chunk-535.js' }, { revision: '50951d5f483fc83e88787249a45b8585', url: '/packs/js/vfxdce-6275a893.js' }, { revision: '24c65b33cad4b79f4348f4aea602aa49', url: '/packs/js/ossszb-febab53e.js' }, { revision: '432c9485de77c5f6d41c243cefd7da96', url: '/packs/css/yizhls-6624ef8d.css' }, { revision: '4febf0030d2c844c13deed77cdedc4d4', url: '/packs/js/4f7a5d29.js' }, { revision: 'a21d8aa0541fff127905bfb9fc09a3b3', url: '/packs/media/fonts/chunk-540.woff2' }, { revision: 'dae5d87a2b12271e99a8b444c64f24c9', url: '/packs/media/fonts/chunk-541.woff2' }, { revision: 'e5ce5565ef947a179df000bbc848678f', url: '/packs/js/chunk-542.js' }, { revision: '141956412315beb281badfcd23da1cf1', url: '/packs/js/chunk-543.js' }, { revision: 'b8e2bb1dc2c56038ec26a79202bb207a', url: '/emoji/09c72e94.png' }, { revision: '6a546abad719ed99c38aca351e38fcb5', url: '/packs/media/fonts/6df154f5.woff2' }, { revision: '903f299cf9b57ca171624b81b4cb21e3', url: '/packs/css/61e8ec2c.css' }, { revision: 'b02ca8e9c79c9097ccab2e20a224e34f', url: '/packs/js/chunk-547.js' }, { revision: '7a6c3c195224b13b88256ff4a212a66a', url: '/emoji/quipng-e8023c09.png' }, { revision: 'c7d3f44305f67bdea10e91d9de445ee6', url: '/emoji/bzqhsk-dd115767.svg' }, { revision: '4bb1b6ead658e708606aa3a3ecb35329', url: '/packs/media/fonts/c91074da.woff2' }, { revision: '38de2d62f323bd7610229c4033e56f8e', url: '/packs/js/dbf43259.js' }, { revision: '0857b5c9373e6ec6a5797ced96540dab', url: '/packs/js/vxvjih-59c8622f.js' }, { revision: 'bee12e837c84c3a1408e51e16bcd9e5e', url: '/packs/js/chunk-553.js' }, { revision: '0089916983a902f8f83efefef21699ad', url: '/emoji/chunk-554.svg' }, { revision: '154edbe4c7ae7547d552e623e6c0289a', url: '/packs/js/gdwkms-28274877.js' }, { revision: '585175efbfea36ab9dae209873dd0a6a', url: '/packs/js/84ef9d30.js' }, { revision: '02ae8cc62184580d909d5aaaeb1d0a55', url: '/packs/js/2232615d.js' }, { revision: 'df54685eb9c7191533b72c7708057180', url: '/packs/js/dzntgv-7afa8f03.js' }, { revision: '5122fe1e66c241d5168a0f66d9c504d7', url: '/packs/js/chunk-559.js' }, { revision: '010ad10da90db9ccb7fc084acd14b9ba', url: '/packs/css/ee57df9b.css' }, { revision: '5f5692d4363f37c1f80b6968919c221b', url: '/packs/js/c60dc423.js' }, { revision: '76fd8059f67484d93dc396e3c5eefe23', url: '/packs/media/fonts/nzfovz-faefd6ed.woff2' }, { revision: '64be3d6112e33eb92286319e700a5476', url: '/packs/js/chunk-563.js' }, { revision: '3258038d54259d2302523808e206ac89', url: '/emoji/2644ff0b.png' }, { revision: '660f4ef4a0ebc109236aa23586396637', url: '/emoji/18dabfab.png' }, { revision: 'a3ffb682c5a44b04ecdefb5604478d77', url: '/emoji/3a09c620.png' }, { revision: '79364e874d6190b2babf4eaf258e25f3', url: '/packs/css/xxibzu-2f7e26f7.css' }, { revision: '46dae23d21d193bd71058921aa665e3f', url: '/packs/js/7ad72fce.js' }, { revision: 'e534e0c463959c38f1701b79a99ff19c', url: '/emoji/lpkvec-8078fd39.svg' }, { revision: '721dbd6592080dd69d762a54a1721d66', url: '/emoji/chunk-570.svg' }, { revision: 'c566ecfe33e991404755a5c6f5cb29eb', url: '/packs/css/cdb79d33.css' }, { revision: 'e256c9d67ba62795f790391e81e9d450', url: '/emoji/wmxbxt-f6a42aa6.png' }, { revision: '39fd9b30984536cd488ef037c61a083a', url: '/emoji/yixezj-ef710412.png' }, { revision: '91589cb60eee5b55f1d1336134b0a8d7', url: '/emoji/pkyysf-61e12305.png' }, { revision: '1347a3c0daab6de8c74aa961385b346d', url: '/packs/css/chunk-575.css' }, { revision: 'f2b032c4fd7b8aabef3ec60dd7bf801a', url: '/packs/media/fonts/chunk-576.woff2' }, { revision: 'e98240fc55fdd25014e72f85165bc06f', url: '/packs/media/fonts/chunk-577.woff2' }, { revision: 'fffb8379be3ea8a3988582909916ab16', url: '/packs/js/ipecsa-998d9d5d.js' }, { revision: '849544d16cfaa6b6e98e21b8b30a8f08', url: '/packs/css/chunk-579.css' }, { revision: 'aab8792fa6876182fe14a0f068bc5fee', url: '/emoji/chunk-580.svg' }, { revision: 'f5d4356b34f6e111d944dc982a52ea8e', url: '/packs/js/eccd0bbd.js' }, { revision: 'cb8bf0932d7295ca7b8b6bce0d547b16', url: '/emoji/chunk-582.png' }, { revision: '3a4753fb1efe76ade2727a3c7f011455', url: '/emoji/chunk-583.png' }, { revision: '0c177c3c5298d251d8636acf21489f29', url: '/packs/js/nrqowe-7ddeb5c7.js' }, { revision: 'd23437885457ab4c493d32bb23c1919b', url: '/emoji/owqwdz-9742e697.png' }, { revision: '4ef8e6068450bb65b7e57ff3b1216e35', url: '/packs/js/chunk-586.js' }, { revision: '6ac2cb5e9152e639119ed72bca92b049', url: '/packs/css/chunk-587.css' }, { revision: 'e4acfd14bc0399d84a7098388a298449', url: '/packs/media/fonts/7d3b886d.woff2' }, { revision: '5a93e1291db51ce1e513a2916fce05c4', url: '/packs/css/ylzwfs-a560b792.css' }, { revision: '11c4ee2cee733f75e8d729340f74e219', url: '/emoji/chunk-590.png' }, { revision: 'a7cbf19b43fed34b7040a3ecd5b12f56', url: '/emoji/fd1e5301.svg' }, { revision: '461d61a4218aef2ac031cd53e00641ff', url: '/packs/css/3d439803.css' }, { revision: '62a7225db6ae89efe739485103725683', url: '/emoji/zzkbgl-c0d7ff8f.png' }, { revision: 'a08ce5071b22954102bbd40d3e5fd6ff', url: '/emoji/chunk-594.svg' }, { revision: '3f268ba53317e6243fd7738350b31897', url: '/packs/css/tqqami-ecbaac10.css' }, { revision: '2285122e78f4799831d6830e0efdea37', url: '/packs/js/72ae932c.js' }, { revision: '91d841e555052f635f2a4386b09d2175', url: '/packs/css/chunk-597.css' }, { revision: '9857b30c3224d780a2a8897aa19e0adf', url: '/packs/js/xommmb-3335d570.js' }, { revision: '555c89150049a909a3eb3b5039e5776f', url: '/emoji/kkdsub-48822f59.png' }, { revision: '32f9278ff95f07dc7c86546f603b5c71', url: '/emoji/wanxvz-e2efdbf5.png' }, { revision: '72fc294bbb4bd4b8a5878c4cc552b012', url: '/packs/js/86fb073c.js' }, { revision: 'b0f1e818f9538d1841ebbb9f6fe2decf', url: '/packs/css/chunk-602.css' }, { revision: '0b76e6263f147db3193eaec4b37bef39', url: '/packs/js/umlzmq-dcc14931.js' }, { revision: '971337bc87eaf1680c2185a21890a2c6', url: '/packs/js/fc358010.js' }, { revision: '4dba288b10522216a5f4bd1d99248333', url: '/packs/js/cf8a02b6.js' }, { revision: '66681c0576c2c96d971e71f9c0dd29b3', url: '/packs/js/ff0e6b5d.js' }, { revision: '0d21868b9c4b125af71c467f77f96655', url: '/emoji/1b74391b.png' }, { revision: '2f22a19116c70ce045a631ad44b1f6a4', url: '/packs/js/btyuna-7f265d88.js' }, { revision: 'c778ee0b356907bebb5ec7e34813745c', url: '/packs/css/chunk-609.css' }, { revision: '498b0c2bfc0ec676fa821ff855b9aa83', url: '/emoji/040f5314.png' }, { revision: 'e6645aa2c54d61a8528a6a8efdfaa942', url: '/emoji/chunk-611.png' }, { revision: '585ed09edc587d504f476034fadb7628', url: '/emoji/chunk-612.svg' }, { revision: '01e7badc516de2a7f68769747b08da3a', url: '/packs/css/chunk-613.css' }, { revision: 'c452b84289e667d03f8bf04dff044dbf', url: '/packs/js/a5215582.js' }, { revision: '3dfc6b7eebcfedb9c50141a0f3689c6c', url: '/packs/media/fonts/atduoz-5b165643.woff2' }, { revision: 'dbae08a25850a48bc13bf3cc9a8095c8', url: '/emoji/b52d1af5.svg' }, { revision: '122c4048a98407c4eb05e53f00e5787c', url: '/packs/js/chunk-617.js' }, { revision: '948be27de92077bfb61c30ae8ed711cb', url: '/emoji/dcnvsw-9f8b07df.svg' }, { revision: '496016381c2f1c627de61d2d242b12f5', url: '/packs/js/poruwk-bd2c3eb9.js' }, { revision: '2614146de7c0c2d4779d9b8fbb8e22ce', url: '/packs/media/fonts/chunk-620.woff2' }, { revision: '1c5aa0cd5153af7431f74cf1ceb174f3', url: '/emoji/ca39aaf5.png' }, { revision: 'a85b67a4ffe65204a88f81c9279a37b9', url: '/packs/js/btqans-2007634d.js' }, { revision: '107634d608929ea4e806612f0fe6912b', url: '/packs/css/ezsdoy-7c38b502.css' }, { revision: '6e7774ba4c2e88c02f4eabb3529c5555', url: '/emoji/c9fc7b33.svg' }, { revision: '6fac0ec48cef3bb826d26efc44435d68', url: '/emoji/txpvsc-eec8319b.png' }, { revision: '5f9ea5b16306290605fb8e3e77c20f41', url: '/packs/js/4593c93c.js' }, { revision: '9f38f98eef1969caa09542ff8694de54', url: '/emoji/cd620d5f.svg' }, { revision: '0d90d429a9f3ca635eed7721cca3d293', url: '/emoji/wgstiz-0b4471e4.png' }, { revision: 'cdebbccdb42c787b07d1e631e1b5d4c0', url: '/emoji/sczgxk-2474741b.svg' }, { revision: '0985001750ad3afc25ceb2d36da9bcc5', url: '/emoji/chunk-630.svg' }, { revision: 'df81e4492e94ad95f394dbd1db12b784', url: '/packs/css/chunk-631.css' }, { revision: '87d8e3af73c22833854393488245c7db', url: '/emoji/chunk-632.png' }, { revision: '3c50f07eaa42db65c35556646081bbad', url: '/packs/css/ichvqa-9355f732.css' }, { revision: '623e724d99cc75a53b9ff6cadcddf08d', url: '/packs/js/ghzjqu-e9c5759d.js' }, { revision: 'dc27f3f0c28c47b878a8ca579aba3cf4', url: '/emoji/24d11516.png' }, { revision: '0e3c9269b938c1677acc174c84c8d113', url: '/emoji/76b126f1.png' }, { revision: 'bbf757fdad0b3d894bd096e81f0dc6c4', url: '/emoji/chunk-637.svg' }, { revision: '7190ae570116d9a5129dfce1d242b661', url: '/packs/css/990a29ca.css' }, { revision: '7d7a19d80c46c047389925f8013afa5a', url: '/packs/media/fonts/chunk-639.woff2' }, { revision: 'f37770a76aeb201c82bd51b30e346802', url: '/packs/js/a653f274.js' }, { revision: 'f86f7ecf24f9125444d0b74c8d6b2c3b', url: '/packs/css/xhrglw-d79cf68d.css' }, { revision: '8b5f8f2e6f60bfe1f38420fb1f7507b6', url: '/packs/js/a5d5a39b.js' }, { revision: 'e9f94a3ce5129337a0966357b482418c', url: '/packs/js/chunk-643.js' }, { revision: '394f6393a9de45579b913358994e9b04', url: '/packs/js/chunk-644.js' }, { revision: '2d7d798907b9566c7a10a7dec82a42a6', url: '/emoji/9802fb44.svg' }, { revision: '22e8e345b7cd94569236e81a7f3da8ef', url: '/emoji/99e437e6.svg' }, { revision: '296e42a13d29a4fa8552453e8f9ce3f3', url: '/packs/js/146a1fa4.js' }, { revision: 'f7e56aacc8628207ffa566d9136756d4', url: '/packs/js/womkxc-e4fa8010.js' }, { revision: '098d8b162ef5746a6d344dd3fc3cbea0', url: '/packs/js/jmhoij-13ebb655.js' }, { revision: '016253cf2986cc7334a3514580353346', url: '/emoji/chunk-650.png' }, { revision: 'a9622759e0f26a09446a04431e174390', url: '/packs/css/ff65b7d6.css' }, { revision: 'b1ca2e24d531d807d483ad350ea4f37c', url: '/emoji/adlmsm-08c4bbd4.svg' }, { revision: '8fb5d1197a5f43b1b124abbf93e5f43e', url: '/packs/css/msypqa-19ebdb3a.css' }, { revision: '5b527fca38d5ba20b832714071822fb8', url: '/packs/media/fonts/dtixow-5f2054e8.woff2' }, { revision: '952f187e1f56d73808338f706a88ac46', url: '/packs/js/d9471d27.js' }, { revision: '001fe57838b4769c33269cef7d1064f4', url: '/packs/css/chunk-656.css' }, { revision: '5db86a65d188bd8edeaa5e15dbb24b02', url: '/packs/js/7392c56a.js' }, { revision: '2eb271ff389350242968dd60c5d382c1', url: '/packs/js/chunk-658.js' }, { revision: '46cdf56811eccac91fa8a1826f91f259', url: '/packs/js/ryhepw-82f2814b.js' }, { revision: 'c929d78a41ea2e2669b7f93141901a32', url: '/packs/media/fonts/apadkw-8df34145.woff2' }, { revision: 'd48a6c5bb8359efd572e62ed22d4291d', url: '/packs/js/fc09414f.js' }, { revision: 'e3507667e7c785444b7cf82be537cefb', url: '/packs/media/fonts/f0b6979a.woff2' }, { revision: 'd0470f1ec89931f9afa049703b97b87b', url: '/packs/media/fonts/3feafd4a.woff2' }, { revision: '3cf0e32bb56baa4d5c24da873f6f1be7', url: '/emoji/supwpu-8fa12d1d.svg' }, { revision: '22d2800ef90955c746dc6665b2db4223', url: '/packs/js/0bd267a2.js' }, { revision: 'a59ad9a3324c2456a10fbe2ce5118d60', url: '/packs/js/chunk-666.js' }, { revision: '5d90c93a584e265249e98adc8077df92', url: '/emoji/owmzgl-712cebb9.svg' }, { revision: '21c2122af2906693f3f607e5fe99b859', url: '/packs/css/vgtxuo-927a55b7.css' }, { revision: '935be7cbd004fbab94e80954545c4676', url: '/packs/css/f2fe23fe.css' }, { revision: '4aa3283b10ebe8bd2f936942cbeda7cb', url: '/emoji/chunk-670.svg' }, { revision: 'dd5fdfa87d7ad075c41d28351232e7c4', url: '/packs/media/fonts/b2fdcb39.woff2' }, { revision: 'ad2edf6ffa3a013c864b4518bee370e6', url: '/packs/css/wkqouy-24dad3e7.css' }, { revision: '7f63929458c6d4b047124271029d6601', url: '/packs/css/chunk-673.css' }, { revision: 'd143af5b6f86f31f5cec326ebe48f713', url: '/packs/css/vzxzsb-64644195.css' }, { revision: 'e1f61c8a71894fae4650fdfe11ca40ea', url: '/packs/js/kvukpb-7cc66dee.js' }, { revision: '81007dbdd13c599d6fa304557a88db5e', url: '/emoji/6b33bd84.png' }, { revision: 'a137409d3edfc81bae5cf29152f1f6e9', url: '/packs/css/a6332e8a.css' }, { revision: '02f85d6db1dece6ae8e2d54c178eb678', url: '/packs/media/fonts/iwkvvw-148ee8f1.woff2' }, { revision: '1b54141b618fdbb56c5f59b69d38eadf', url: '/packs/css/chunk-679.css' }, { revision: 'b89eb91751df08e03868e3a68b63e341', url: '/packs/js/chunk-680.js' }, { revision: 'c0bb06471325a14caedb5ee1a837cf74', url: '/packs/css/fxwgzp-bca18575.css' }, { revision: 'ae3633da76364921a0a4e4d6c446654a', url: '/emoji/chunk-682.png' }, { revision: '06ef2911af3615ce5feb4a6180dd9b24', url: '/packs/js/ea253696.js' }, { revision: '07eaea3cabc558b6ae66d99c9ee0d2b0', url: '/packs/js/0217d89e.js' }, { revision: '099719a696dd60870ee366536b995e8c', url: '/packs/js/zjgkff-fd38d643.js' }, { revision: 'e62ab9f093d412e869e7f9bd13ebfafd', url: '/packs/js/1d028040.js' }, { revision: '482645a9c1241eb8cf6db1c994b7b211', url: '/emoji/yzdkxg-16c822e8.png' }, { revision: 'fcc8bb5b7dbe591548bc5f7d503bbd95', url: '/packs/css/7fdc49d8.css' }, { revision: '9501bee2f73818a39ecf4a6eceb83caa', url: '/packs/js/chunk-689.js' }, { revision: 'b974eb4158ef0571cb31b8e1e4a53c6b', url: '/packs/css/f9079c0d.css' }, { revision: '5cb445ec13f64f7141ef89a5a147af06', url: '/packs/js/chunk-691.js' }, { revision: '917aa9ea41c1de9b5743f9c4fb4bfbeb', url: '/packs/js/ozkqtu-f116461b.js' }, { revision: '38c24f6e92aac55ec5709da61cd687c9', url: '/packs/media/fonts/ndbjor-494fcaa1.woff2' }, { revision: 'faef69730ccccf05b6479e5dc63aad7d', url: '/emoji/c3e58f1a.png' }, { revision: '6f1a249ec4a5b62362a2060cc5f3eade', url: '/packs/css/chunk-695.css' }, { revision: '04874d62262980365e1ca31cd1d10c35', url: '/packs/css/tbjole-d7eb73ba.css' }, { revision: 'e9bf3a64a22d17b03cec2f2b132f2c18', url: '/emoji/knldta-1b409be3.svg' }, { revision: '00a95bce721bcd2fa1c2062b2aef451d', url: '/packs/js/aa62ac40.js' }, { revision: '24f4c93517bdc4e822f67444e628e84f', url: '/packs/media/fonts/pdwcjy-ae6dffa9.woff2' }, { revision: '1c526a0f3f8e0cb6cc1f133565b98f65', url: '/packs/css/xmygcs-47d156c3.css' }, { revision: '5646a87d41e40e5520bc6c5c56d2bb28', url: '/packs/js/lxgmkn-4991724b.js' }, { revision: 'f23cac7d25fb51facedf523b90cac57e', url: '/emoji/chunk-702.png' }, { revision: '47f2940f2a895757d6b9c9fde1b2eefa', url: '/emoji/pouogh-ea836644.png' }, { revision: '5b0d0cbabd3d840044d75aa55339f65a', url: '/packs/js/965be618.js' }, { revision: 'fc03131ee966a06b7bebbb047d746e1e', url: '/packs/js/f03a3041.js' }, { revision: 'b5afb037a58a2da9a8ae51c8b4c3ea48', url: '/packs/css/bogklp-dd45b38a.css' }, { revision: '0244dfd2346c61addac900cc037f40a2', url: '/packs/media/fonts/chunk-707.woff2' }, { revision: '036f399f3b94c9810d05c169e2111fa8', url: '/packs/media/fonts/khabmp-abb49ec6.woff2' }, { revision: 'b2a62e830f9a6e1125d7629b27ecbdd0', url: '/emoji/chunk-709.png' }, { revision: '118b14a0cf693c4ffe50bd468d08aba4', url: '/packs/js/chunk-710.js' }, { revision: '72dbab3bfa722f17d69e5cfd13f48b99', url: '/emoji/pzgzwq-c6702860.svg' }, { revision: '5a3dc0cec159e21f1253f446865de61f', url: '/packs/media/fonts/8abd4227.woff2' }, { revision: '1e89a416d8d755f8d1b72689d39e74fd', url: '/packs/js/chunk-713.js' }, { revision: '5172ea94d5d8c2adee16b91a92f18193', url: '/packs/js/924f25a5.js' }, { revision: 'd6cad480a5cba42fc547f519645e70a0', url: '/emoji/chunk-715.png' }, { revision: '02dd8fe437fdb6c1fb79386957e56c3b', url: '/packs/media/fonts/ceblvm-be6dc444.woff2' }, { revision: '85bf5ff01ab1e3687dd69a7c417ce757', url: '/emoji/1372a200.png' }, { revision: '568f24b77bd1a76a00d2a884372bd1ef', url: '/emoji/obinrf-60f0bd6a.svg' }, { revision: '3c3d802ca9cee37c32afa1ee5bfe4bca', url: '/packs/js/43a596f5.js' }, { revision: 'c08fca2ee170eae052814e99e23875c7', url: '/packs/js/ae3b8fc6.js' }, { revision: 'e96575ef80c37e2ba52020cce7375477', url: '/packs/media/fonts/chunk-721.woff2' }, { revision: '53501299e295906b3afcf1a913dbeab9', url: '/emoji/chunk-722.png' }, { revision: 'c06683fa096276942dd8983eaf93a31c', url: '/emoji/eifteu-3c3d9757.png' }, { revision: '5b7c8216cfa87b9790a961f6dd1ad989', url: '/packs/css/chunk-724.css' }, { revision: '09fd4131daa8acfb4d17a75518794611', url: '/packs/js/bcc2c5ee.js' }, { revision: 'bb792b4bdf9c64c3304fc57eef5fdfd9', url: '/packs/css/7f2d0f17.css' }, { revision: 'c3ccf8c2ef7966393c6c0febf50ce70e', url: '/packs/js/feuehk-944c9d5a.js' }, { revision: 'a09b9c6ff8e2b2f5388633561c44b75d', url: '/emoji/c4bf2f58.png' }, { revision: '2c7a4810299df7f96ba41181dc2e9b03', url: '/packs/js/chunk-729.js' }, { revision: 'c0f4e572670e728a01de178ecc15dc96', url: '/packs/css/chunk-730.css' }, { revision: 'bd65a22943bc42ef8056dd4f89f9e517', url: '/packs/media/fonts/d2c58b22.woff2' }, { revision: '519b7810b0d5d6bc5c834b6675540f79', url: '/emoji/zoxkgx-b6c63c09.png' }, { revision: '6cd87a64e0e346e6f01309560d7b76cf', url: '/packs/js/chunk-733.js' }, { revision: '5b27ab5a0a39546bbef8fcd73e478442', url: '/packs/js/chunk-734.js' }, { revision: 'f638b5069717b6a54ec0795bd6049c6e', url: '/packs/js/chunk-735.js' }, { revision: '2a12daf26037ea90173b4928279f5ad4', url: '/packs/media/fonts/chunk-736.woff2' }, { revision: 'c668455af9414adb1996709ab5838d65', url: '/packs/js/dtrluc-d1674634.js' }, { revision: '5d919173ed037fe58eb7d0c0cb3a433f', url: '/packs/css/753cdf9e.css' }, { revision: '0f988b014b064042c2bfdea8c801a313', url: '/emoji/chunk-739.png' }, { revision: '4defc1170afe400fd2726ad00a89787c', url: '/packs/js/a764a723.js' }, { revision: '68670d690e9c8e6a10ccb9cbbd50f4d3', url: '/packs/js/chunk-741.js' }, { revision: '93924079c745da6d910f4245a8faeca1', url: '/emoji/chunk-742.svg' }, { revision: '6e385131905ee8282dd7229752c2c88e', url: '/packs/media/fonts/qsythk-84b62bdc.woff2' }, { revision: 'bd75ca7f550e3801c9ca73b6cb3f4678', url: '/packs/js/cf29196e.js' }, { revision: '209d79600b03a57eb582360a167127e1', url: '/packs/css/chunk-745.css' }, { revision: '37cf6acbbbca6c3f537de93e2c51c9bd', url: '/packs/js/chunk-746.js' }, { revision: '38ec01be23a216e240208e852cf38192', url: '/packs/css/9bed2b30.css' }, { revision: 'b9537ff8a6bf59539f0e6015d1227ac5', url: '/emoji/29e0e1e1.png' }, { revision: 'b731a6672f2eccea0c5e7f1bed63f022', url: '/emoji/sfybkm-6912268a.svg' }, { revision: 'f382a8ad01ca86571c076588fdbeaf1f', url: '/packs/js/0f226daa.js' }, { revision: 'ef213ed8213ac482c01d03f61423b76b', url: '/emoji/chunk-751.png' }, { revision: '80cdba8d4e72433c78b4002ec1dcd569', url: '/packs/js/chunk-752.js' }, { revision: '0aa0280e1c77a9a3e67e4133d9a5f687', url: '/packs/css/chunk-753.css' }, { revision: '33faf76e5d7591e572b7f627fe321df9', url: '/emoji/vnixqr-ee131974.svg' }, { revision: 'd5c6f1699b1085f9d930e6ba39f89027', url: '/packs/js/95e92281.js' }, { revision: 'be8b44238a8b33ae52fd42ee0165b0b6', url: '/emoji/chunk-756.svg' }, { revision: '233948b95c5fec3b0e479a4934e1666a', url: '/packs/css/xhopzb-fd868f65.css' }, { revision: '036d8bfae1a2c25f6f7501e27bd89819', url: '/packs/js/gwhonq-1f5c0003.js' }, { revision: 'd28af970a93f43c6cd350b304d69cee8', url: '/packs/js/8394579e.js' }, { revision: 'c29e039b5b92a405462d12009b1dc584', url: '/emoji/chunk-760.png' }, { revision: '5bdbbbd74e67e8d5058ff38f3ed5ca0c', url: '/packs/js/uytbxw-d2e46f83.js' }, { revision: '11a703e70cbbcfa0afc4d5939437fc9f', url: '/packs/js/ibeaqp-644089d9.js' }, { revision: '150cb2298b695e4f71134f1ad12aa2c3', url: '/packs/js/chunk-763.js' }, { revision: 'e2db6fa52dfa29762b6f9caa58010040', url: '/packs/css/qhggby-032228d2.css' }, { revision: 'f30ace2918c51b266d338c42c263fac6', url: '/emoji/6fef30f6.png' }, { revision: 'f3205276114ab966015647104ad1e932', url: '/packs/js/5a6f6605.js' }, { revision: '98b02149505286ce4bfd13c3bd34265f', url: '/emoji/a2329685.svg' }, { revision: '5633008e6e5ac81008ef90d9efae4c67', url: '/emoji/67bb08c7.png' }, { revision: 'a25e851b58bdd64fbc02e76f23bfaf1f', url: '/emoji/chunk-769.png' }, { revision: '47039d2abcb0829af35a617ef0b7fe94', url: '/emoji/chunk-770.png' }, { revision: '1df145f3f0e85752b4643219c8be3196', url: '/emoji/chunk-771.png' }, { revision: '4faa54f1cfaa06eb3cd539771889219e', url: '/packs/js/f66d7da7.js' }, { revision: 'd751b540d7e6d5908d26833480bc97a1', url: '/packs/js/aiqwcn-f79bee2b.js' }, { revision: 'ccd146b29eecce3a4b1032558f34ba23', url: '/emoji/srgxrs-61edc887.png' }, { revision: 'af349a01295d1dc3783104f35909478f', url: '/packs/js/056ba328.js' }, { revision: '2d8fd93c69a93c73fc8305d3e702c150', url: '/packs/js/63187830.js' }, { revision: '48ad02bc1582e2c527e133618c191e70', url: '/packs/media/fonts/glvird-8538af41.woff2' }, { revision: '4401bd2a6936bf7dbf095e7ba3249276', url: '/packs/js/chunk-778.js' }, { revision: '6a442430ae5eed12ebce53f902ad520b', url: '/packs/css/chunk-779.css' }, { revision: 'a0b61f8d633480be2100b5bfab5c7563', url: '/packs/js/89874665.js' }, { revision: '046ff0c35615cead8fedfe453fbe4409', url: '/packs/js/ef0b4b2b.js' }, { revision: '1f47491297154333fc4164739cf2ec74', url: '/packs/css/xtcyxk-52caa2de.css' }, { revision: '1b5d5668e58063b6b4e0ed5937764b68', url: '/packs/js/jmvkcd-25538a00.js' }, { revision: 'bac27d5d407f170be9e30fe34cfb318c', url: '/packs/css/chunk-784.css' }, { revision: 'a326f5697ff6053c867c5f8b1b650f84', url: '/packs/js/b4be15ee.js' }, { revision: 'c6155522cd5818daa2e468ade5a3140b', url: '/packs/media/fonts/0a658507.woff2' }, { revision: '919506a6e05a363c0bb926182ff5ce64', url: '/packs/js/08d8a7a5.js' }, { revision: 'e1751fc7ec2d3e6cdbfeac411f70cbbb', url: '/packs/js/4186763b.js' }, { revision: '32a73abb7b1475b0e3389adf9cfb9c13', url: '/packs/js/e59f642b.js' }, { revision: 'eb77556371f5fc9efe8ce48f95c089db', url: '/packs/js/ovjmpj-f396e81b.js' }, { revision: '44adf0c4aeca126def2fca1c67e0c780', url: '/emoji/rdbwdw-a39cb823.svg' }, { revision: '32564ba3ddabfd795977e4c40792a43f', url: '/emoji/chunk-792.png' }, { revision: '0ee3e524950cf0930bf5242d503a65c4', url: '/packs/js/ttktdn-ec24e2a1.js' }, { revision: 'daf910f588b2bbe50a5a2423e2fbb20a', url: '/packs/css/8bf03df5.css' }, { revision: 'ee3316a9b670884070f51c8f56585e70', url: '/packs/css/zmqljk-7e2559ea.css' }, { revision: '8c80cb6fcb6865512976010450934df5', url: '/packs/js/sqpvpa-6f69b57f.js' }, { revision: '246a8e61912b1d7c99626ae6e3cc27d3', url: '/emoji/1c8947e6.svg' }, { revision: '8e81f3ed6775a79372d05403ebe7a403', url: '/packs/js/hqieuf-a33b7f7a.js' }, { revision: '06bfc252e21d522c8baee4ddfd0ae0a0', url: '/emoji/8e9a7996.png' }]);
registerRoute(/locale_.*\.js$/, new CacheFirst({ cacheName: 'locales', plugins: [new ExpirationPlugin({ maxEntries: 20 })] }));
registerRoute(({ request }) => request.destination === 'font', new CacheFirst({ cacheName: 'fonts', plugins: [new ExpirationPlugin({ maxEntries: 5 })] }));
registerRoute(/^https?:\/\/[^/]+\/(?:system|media_proxy)\//, new StaleWhileRevalidate({ cacheName: 'media', plugins: [new ExpirationPlugin({ maxAgeSeconds: 604800 })] }));
registerRoute(/\/api\/v[12]\/instance/, new NetworkFirst({ cacheName: 'instance' }));
const stripTags = (html) => html.replace(/<br\s*\/?>/g, '\n').replace(/<\/p><p>/g, '\n\n').replace(/<[^>]*>/g, '');
const notify = (payload) => {
const locale = payload.locale || 'en';
const title = format('notification.' + payload.type, locale, { name: payload.account ? payload.account.name : '' });
return self.registration.showNotification(title, { body: stripTags(payload.text || ''), tag: String(payload.id || ''), data: { id: payload.id, locale }, timestamp: Date.now() });
};
self.addEventListener('push', (event) => {
let payload = {};
try { payload = event.data ? event.data.json() : {}; } catch (error) { payload = {}; }
event.waitUntil(notify(payload));
});
self.addEventListener('notificationclick', (event) => { event.notification.close(); });
exports.notify = notify;
},
};
var __cache = {};
function __require(id) {
var cached = __cache[id];
if (cached !== undefined) return cached.exports;
var module = (__cache[id] = { exports: {} });
__modules[id](module, module.exports, __require);
return module.exports;
}
for (var id in __modules) __require(id);
})();
