//! The device image: the preprocessed device program as tokens with their locations.
//!
//! ```text
//! "FERROCUDA-IMAGE 7\n"
//! flags    bit 0: relocatable device code (`-rdc=true`); bit 1: products never fused (`-fmad=false`);
//!          bit 2: `--expt-relaxed-constexpr`; bit 3: `--use_fast_math`; bit 4: `-ftz=true`;
//!          bit 5: `u8` literals are of `char8_t` (C++20 and later)
//! gpu code count, then per code: architecture (10 * major + minor) * 2, plus 1 for virtual code
//! arch     `__CUDA_ARCH__` / 10 of the device code (75 for 750)
//! instances count, then per kernel template instance: kernel name, arguments as written
//! unit     the translation unit's name for its extended lambdas' classes (see `extended_lambda`)
//! files    count, then per file: name, 1 if the file is the program's own (not a toolkit header)
//! texts    count, then per distinct (kind, text): kind byte, text
//! tokens   count, then per token: head byte, [file], [line delta], column, text index
//! ```
//! Numbers are LEB128 varints and strings a varint length and UTF-8 bytes. The head byte has bit 0
//! for space-before, bit 1 for line-start, bit 2 when a file number follows (the file changed)
//! and bit 3 when a zigzag line delta follows (the line changed). Texts are stored once: a
//! program repeats a few thousand spellings tens of thousands of times, and the host compiler,
//! the build cache and the runtime all handle the image, so its size matters as much as the
//! speed of writing it.

use crate::collections::HashMap;
use crate::lex::{Token, TokenKind};
use crate::source::{FileId, Loc, SourceMap};
use std::rc::Rc;

const MAGIC: &[u8] = b"FERROCUDA-IMAGE 7\n";
/// Version 6 did not say its architecture; version 5 had no unit; version 4 named no instances; version 3 had no GPU code (it runs on
/// every device); version 2 also had no flags and did not mark the program's files. Programs
/// built with them still run.
const MAGIC_6: &[u8] = b"FERROCUDA-IMAGE 6\n";
const MAGIC_5: &[u8] = b"FERROCUDA-IMAGE 5\n";
const MAGIC_4: &[u8] = b"FERROCUDA-IMAGE 4\n";
const MAGIC_3: &[u8] = b"FERROCUDA-IMAGE 3\n";
const MAGIC_2: &[u8] = b"FERROCUDA-IMAGE 2\n";
const RELOCATABLE: u64 = 1;
const NO_FMAD: u64 = 2;
const RELAXED_CONSTEXPR: u64 = 4;
const FAST_MATH: u64 = 8;
const FLUSH_DENORMALS: u64 = 16;
const CXX20: u64 = 32;

/// The device code of several files to be linked together: each member an image.
///
/// ```text
/// "FERROCUDA-LINK 1\n"
/// members  count, then per member: byte length, image
/// ```
const LINK_MAGIC: &[u8] = b"FERROCUDA-LINK 1\n";

/// What an image says about the program besides its tokens.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Header {
    /// Relocatable device code: linked with the other files' (see `ferrocuda_ir::link`).
    pub relocatable: bool,
    /// `-fmad=false`: every floating-point product is rounded on its own, never fused into a
    /// multiply-add (see `ferrocuda_ir::contract`).
    pub no_fmad: bool,
    /// `--expt-relaxed-constexpr`: host `constexpr` functions may be called from device code.
    pub relaxed_constexpr: bool,
    /// `--use_fast_math`: single-precision math functions and divisions are approximate.
    pub fast_math: bool,
    /// C++20 and later (`-std=c++20`): `u8` literals are of `char8_t`, and a name followed by
    /// `<` that ordinary lookup does not find may name a template argument-dependent lookup
    /// finds.
    pub cxx20: bool,
    /// `-ftz=true`: single-precision subnormals are flushed to zero (see
    /// `ferrocuda_ir::Module::flush_denormals`).
    pub flush_denormals: bool,
    /// By `FileId`, whether the file is the program's own rather than a toolkit header.
    pub program_files: Vec<bool>,
    /// The GPU code the program was built with; empty when it runs on every device.
    pub gpu_code: Vec<GpuCode>,
    /// The architecture the device code was preprocessed for, as `__CUDA_ARCH__` / 10 (75
    /// for 750), which CUDA reports as a kernel's PTX version; 0 where the image does not say.
    pub arch: u32,
    /// Kernel template instances the program names (NVRTC's name expressions), as a kernel's
    /// name and template arguments as written: made with the kernels wherever the image is
    /// lowered, as NVRTC compiles them into its code.
    pub instances: Vec<(String, String)>,
    /// What makes the names of the translation unit's extended lambdas' classes its own (see
    /// [`crate::extended_lambda::class_name`]); empty where no other unit is linked with it.
    pub lambda_unit: String,
}

/// Code for one GPU architecture that a build embeds (`-arch`, `-code`, `-gencode`), which
/// decides the devices the program's kernels run on, as a CUDA fat binary's images do.
/// Architectures are numbered 10 * major + minor (`sm_86` is 86).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GpuCode {
    /// Machine code (`sm_86`): runs on devices of the same major version whose minor version
    /// is at least its own.
    Binary(u32),
    /// Intermediate code (`compute_80`): compiled when loaded for any device of at least its
    /// version.
    Virtual(u32),
}

impl GpuCode {
    /// The architecture's number (`86` for `sm_86` and `compute_86`).
    pub fn number(self) -> u32 {
        match self {
            GpuCode::Binary(n) | GpuCode::Virtual(n) => n,
        }
    }

    pub fn runs_on(self, device: u32) -> bool {
        match self {
            GpuCode::Binary(arch) => arch / 10 == device / 10 && arch <= device,
            GpuCode::Virtual(arch) => arch <= device,
        }
    }
}

const SPACE_BEFORE: u8 = 1;
const LINE_START: u8 = 2;
const NEW_FILE: u8 = 4;
const NEW_LINE: u8 = 8;

const KINDS: [(TokenKind, u8); 7] = [
    (TokenKind::Ident, b'i'),
    (TokenKind::Number, b'n'),
    (TokenKind::Char, b'c'),
    (TokenKind::Str, b's'),
    (TokenKind::Punct, b'p'),
    (TokenKind::Pragma, b'g'),
    (TokenKind::Other, b'o'),
];

fn put_varint(out: &mut Vec<u8>, mut v: u64) {
    while v >= 0x80 {
        out.push(v as u8 | 0x80);
        v >>= 7;
    }
    out.push(v as u8);
}

fn put_str(out: &mut Vec<u8>, s: &str) {
    put_varint(out, s.len() as u64);
    out.extend_from_slice(s.as_bytes());
}

/// The image of `tokens`; `header.program_files` is indexed by `FileId` (missing: not the
/// program's).
pub fn encode(sm: &SourceMap, tokens: &[Token], header: &Header) -> Vec<u8> {
    // Keyed by the spelling's address: the lexer shares one string per spelling, so a word
    // is looked up without hashing its text (a word the preprocessor made, by pasting or
    // stringizing, may be entered twice under two ids, which decodes the same).
    let mut texts: HashMap<(u8, *const u8), u32> = HashMap::default();
    let mut text_table = Vec::new();
    let mut body = Vec::with_capacity(tokens.len() * 5);
    let mut count = 0u64;
    let mut prev = Loc::default();
    for t in tokens {
        let Some(&(_, kind)) = KINDS.iter().find(|(k, _)| *k == t.kind) else {
            continue;
        };
        let next_id = texts.len() as u32;
        let id = *texts.entry((kind, t.text.as_ptr())).or_insert_with(|| {
            text_table.push(kind);
            put_str(&mut text_table, &t.text);
            next_id
        });
        let mut head =
            u8::from(t.space_before) * SPACE_BEFORE + u8::from(t.line_start) * LINE_START;
        let new_file = count == 0 || t.loc.file != prev.file;
        if new_file {
            head |= NEW_FILE;
        }
        if t.loc.line != prev.line {
            head |= NEW_LINE;
        }
        body.push(head);
        if new_file {
            put_varint(&mut body, u64::from(t.loc.file.0));
        }
        if t.loc.line != prev.line {
            let delta = i64::from(t.loc.line) - i64::from(prev.line);
            put_varint(&mut body, ((delta << 1) ^ (delta >> 63)) as u64);
        }
        put_varint(&mut body, u64::from(t.loc.col));
        put_varint(&mut body, u64::from(id));
        prev = t.loc;
        count += 1;
    }
    let mut out = Vec::with_capacity(MAGIC.len() + text_table.len() + body.len() + 64);
    out.extend_from_slice(MAGIC);
    let flags = u64::from(header.relocatable) * RELOCATABLE
        + u64::from(header.no_fmad) * NO_FMAD
        + u64::from(header.relaxed_constexpr) * RELAXED_CONSTEXPR
        + u64::from(header.fast_math) * FAST_MATH
        + u64::from(header.flush_denormals) * FLUSH_DENORMALS
        + u64::from(header.cxx20) * CXX20;
    put_varint(&mut out, flags);
    put_varint(&mut out, header.gpu_code.len() as u64);
    for code in &header.gpu_code {
        let (arch, virtual_code) = match *code {
            GpuCode::Binary(a) => (a, 0),
            GpuCode::Virtual(a) => (a, 1),
        };
        put_varint(&mut out, u64::from(arch) * 2 + virtual_code);
    }
    put_varint(&mut out, u64::from(header.arch));
    put_varint(&mut out, header.instances.len() as u64);
    for (kernel, args) in &header.instances {
        put_str(&mut out, kernel);
        put_str(&mut out, args);
    }
    put_str(&mut out, &header.lambda_unit);
    put_varint(&mut out, sm.files().count() as u64);
    for (id, f) in sm.files() {
        put_str(&mut out, &f.name);
        let own = header.program_files.get(id.0 as usize) == Some(&true);
        out.push(u8::from(own));
    }
    put_varint(&mut out, texts.len() as u64);
    out.extend_from_slice(&text_table);
    put_varint(&mut out, count);
    out.extend_from_slice(&body);
    out
}

/// A cursor over an image's bytes; every read fails cleanly at the end.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

fn bad(what: &str) -> String {
    format!("corrupt device image: {what}")
}

impl<'a> Reader<'a> {
    fn byte(&mut self) -> Result<u8, String> {
        let b = *self.bytes.get(self.at).ok_or_else(|| bad("truncated"))?;
        self.at += 1;
        Ok(b)
    }

    fn varint(&mut self) -> Result<u64, String> {
        let mut v = 0u64;
        for shift in (0..64).step_by(7) {
            let b = self.byte()?;
            v |= u64::from(b & 0x7f) << shift;
            if b & 0x80 == 0 {
                return Ok(v);
            }
        }
        Err(bad("number too long"))
    }

    fn u32(&mut self) -> Result<u32, String> {
        u32::try_from(self.varint()?).map_err(|_| bad("number out of range"))
    }

    /// A count of items that each take at least one byte: larger than what is left is corrupt,
    /// and must not be trusted with an allocation.
    fn count(&mut self) -> Result<usize, String> {
        let n = self.varint()?;
        if n > (self.bytes.len() - self.at) as u64 {
            return Err(bad("count past the end"));
        }
        Ok(n as usize)
    }

    fn str(&mut self) -> Result<&'a str, String> {
        let len = self.count()?;
        let s = &self.bytes[self.at..self.at + len];
        self.at += len;
        std::str::from_utf8(s).map_err(|_| bad("not UTF-8"))
    }
}

/// The image's format version and a reader at its flags.
fn open(bytes: &[u8]) -> Result<(u32, Reader<'_>), String> {
    [
        (MAGIC, 7),
        (MAGIC_6, 6),
        (MAGIC_5, 5),
        (MAGIC_4, 4),
        (MAGIC_3, 3),
        (MAGIC_2, 2),
    ]
    .iter()
    .find_map(|&(magic, version)| {
        let rest = bytes.strip_prefix(magic)?;
        Some((version, Reader { bytes: rest, at: 0 }))
    })
    .ok_or_else(|| bad("unknown format (was the program built by another ferrocuda version?)"))
}

/// The flags, GPU code and architecture of an image (none for the versions before them).
fn read_flags_and_code(version: u32, r: &mut Reader) -> Result<(u64, Vec<GpuCode>, u32), String> {
    let flags = if version >= 3 { r.varint()? } else { 0 };
    let mut code = Vec::new();
    if version >= 4 {
        for _ in 0..r.count()? {
            let v = r.u32()?;
            code.push(match v % 2 {
                0 => GpuCode::Binary(v / 2),
                _ => GpuCode::Virtual(v / 2),
            });
        }
    }
    let arch = if version >= 7 { r.u32()? } else { 0 };
    Ok((flags, code, arch))
}

/// Whether `bytes` is an image of relocatable device code (which the runtime links with the
/// program's other such images before loading).
pub fn is_relocatable(bytes: &[u8]) -> bool {
    open(bytes)
        .and_then(|(version, mut r)| read_flags_and_code(version, &mut r))
        .is_ok_and(|(flags, ..)| flags & RELOCATABLE != 0)
}

/// The architecture the image's device code (its first member's, of a bundle) was compiled
/// for, as `__CUDA_ARCH__` / 10; `None` where the image does not say.
pub fn compiled_arch(bytes: &[u8]) -> Option<u32> {
    let members = members(bytes).ok()?;
    let (version, mut r) = open(members.first()?).ok()?;
    let (_, _, arch) = read_flags_and_code(version, &mut r).ok()?;
    (arch != 0).then_some(arch)
}

/// Whether the image (every member of a bundle) has code a device of architecture `device`
/// (10 * major + minor) can run; a corrupt image is left for loading to report.
pub fn runs_on(bytes: &[u8], device: u32) -> bool {
    let Ok(members) = members(bytes) else {
        return true;
    };
    members.iter().all(|m| {
        open(m)
            .and_then(|(version, mut r)| read_flags_and_code(version, &mut r))
            .map_or(true, |(_, code, _)| {
                code.is_empty() || code.iter().any(|c| c.runs_on(device))
            })
    })
}

/// The tokens of an image, its files added to `sm`, and its header (whose `program_files`
/// covers every file of `sm`).
pub fn decode(bytes: &[u8], sm: &mut SourceMap) -> Result<(Vec<Token>, Header), String> {
    let (version, mut r) = open(bytes)?;
    let (flags, gpu_code, arch) = read_flags_and_code(version, &mut r)?;
    let first_file = sm.files().count() as u32;
    let mut header = Header {
        relocatable: flags & RELOCATABLE != 0,
        no_fmad: flags & NO_FMAD != 0,
        relaxed_constexpr: flags & RELAXED_CONSTEXPR != 0,
        fast_math: flags & FAST_MATH != 0,
        flush_denormals: flags & FLUSH_DENORMALS != 0,
        cxx20: flags & CXX20 != 0,
        program_files: vec![false; first_file as usize],
        gpu_code,
        arch,
        instances: Vec::new(),
        lambda_unit: String::new(),
    };
    if version >= 5 {
        for _ in 0..r.count()? {
            let kernel = r.str()?.to_string();
            header.instances.push((kernel, r.str()?.to_string()));
        }
    }
    if version >= 6 {
        header.lambda_unit = r.str()?.to_string();
    }
    for _ in 0..r.count()? {
        let name = r.str()?;
        sm.add(name, name, b"");
        header.program_files.push(version >= 3 && r.byte()? == 1);
    }
    let files = sm.files().count() as u32 - first_file;
    let text_count = r.count()?;
    let mut texts = Vec::with_capacity(text_count);
    for _ in 0..text_count {
        let kind = r.byte()?;
        let kind = KINDS
            .iter()
            .find(|(_, k)| *k == kind)
            .ok_or_else(|| bad("unknown token kind"))?
            .0;
        texts.push((kind, Rc::<str>::from(r.str()?)));
    }
    let n = r.count()?;
    let mut tokens = Vec::with_capacity(n + 1);
    let mut loc = Loc::default();
    for _ in 0..n {
        let head = r.byte()?;
        if head & NEW_FILE != 0 {
            let file = r.u32()?;
            if file >= files {
                return Err(bad("file number out of range"));
            }
            loc.file = FileId(first_file + file);
        }
        if head & NEW_LINE != 0 {
            let z = r.varint()?;
            let delta = (z >> 1) as i64 ^ -((z & 1) as i64);
            loc.line =
                u32::try_from(i64::from(loc.line) + delta).map_err(|_| bad("line out of range"))?;
        }
        loc.col = r.u32()?;
        let (kind, text) = texts
            .get(r.varint()? as usize)
            .ok_or_else(|| bad("text index out of range"))?;
        let mut t = Token::new(*kind, Rc::clone(text), loc);
        t.space_before = head & SPACE_BEFORE != 0;
        t.line_start = head & LINE_START != 0;
        tokens.push(t);
    }
    if r.at != r.bytes.len() {
        return Err(bad("trailing bytes"));
    }
    let mut eof = Token::new(TokenKind::Eof, "", loc);
    eof.line_start = true;
    tokens.push(eof);
    Ok((tokens, header))
}

/// The image of several files' relocatable device code, to be linked when loaded.
pub fn bundle(members: &[&[u8]]) -> Vec<u8> {
    let mut out = LINK_MAGIC.to_vec();
    put_varint(&mut out, members.len() as u64);
    for m in members {
        put_varint(&mut out, m.len() as u64);
        out.extend_from_slice(m);
    }
    out
}

/// The images a bundle holds; any other image is a bundle of itself.
pub fn members(bytes: &[u8]) -> Result<Vec<&[u8]>, String> {
    let Some(rest) = bytes.strip_prefix(LINK_MAGIC) else {
        return Ok(vec![bytes]);
    };
    let mut r = Reader { bytes: rest, at: 0 };
    let mut out = Vec::new();
    for _ in 0..r.count()? {
        let len = r.count()?;
        out.push(&rest[r.at..r.at + len]);
        r.at += len;
    }
    if r.at != rest.len() {
        return Err(bad("trailing bytes after the linked images"));
    }
    Ok(out)
}

/// The first line of an image written as text ([`to_text`]).
pub const TEXT_MAGIC: &str = "// ferrocuda device module\n";

/// The image as text: [`TEXT_MAGIC`], then the bytes in base64, 76 characters a line. This is
/// what `ferrocuda nvcc -ptx`/`-cubin`/`-fatbin` write and what the runtime compiler hands out
/// as its "PTX": programs treat such code as a C string (`strlen`, `std::string`, a file read
/// into a buffer and handed to `cuModuleLoadData`), so it must hold no NUL byte and carry its
/// own end.
pub fn to_text(image: &[u8]) -> String {
    const DIGITS: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out =
        String::with_capacity(TEXT_MAGIC.len() + image.len() * 4 / 3 + image.len() / 57 + 8);
    out.push_str(TEXT_MAGIC);
    for line in image.chunks(57) {
        for group in line.chunks(3) {
            let b = [
                group[0],
                *group.get(1).unwrap_or(&0),
                *group.get(2).unwrap_or(&0),
            ];
            let n = (b[0] as u32) << 16 | (b[1] as u32) << 8 | b[2] as u32;
            for i in 0..4 {
                if i <= group.len() {
                    out.push(DIGITS[(n >> (18 - 6 * i) & 63) as usize] as char);
                } else {
                    out.push('=');
                }
            }
        }
        out.push('\n');
    }
    out
}

/// The image [`to_text`] wrote into `data`, which may go on after it with a NUL byte and
/// anything (a C string in a larger buffer). `None` when `data` is not such text or is damaged.
pub fn from_text(data: &[u8]) -> Option<Vec<u8>> {
    let body = data.strip_prefix(TEXT_MAGIC.as_bytes())?;
    let body = &body[..body.iter().position(|&b| b == 0).unwrap_or(body.len())];
    let mut out = Vec::with_capacity(body.len() * 3 / 4);
    let (mut acc, mut bits, mut ended) = (0u32, 0u32, false);
    for &c in body {
        let v = match c {
            b'A'..=b'Z' => c - b'A',
            b'a'..=b'z' => c - b'a' + 26,
            b'0'..=b'9' => c - b'0' + 52,
            b'+' => 62,
            b'/' => 63,
            b'=' => {
                ended = true;
                continue;
            }
            b'\n' | b'\r' => continue,
            _ => return None,
        };
        if ended {
            return None;
        }
        acc = acc << 6 | v as u32;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
            acc &= (1 << bits) - 1;
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diag::Diagnostics;

    #[test]
    fn tokens_survive_the_round_trip() {
        let mut sm = SourceMap::new();
        let f = sm.add(
            "a b.cu",
            "a b.cu",
            b"int x = 1;\n  char* s = \"a\\\\b\\n\";  #pragma\n",
        );
        let g = sm.add("g.h", "g.h", b"\n\n\nint y;\n");
        // Into another file and back, as includes do: file switches and lines going back.
        let lex = |id| crate::lex::tokenize(&sm, id, &mut Diagnostics::new());
        let mut toks = lex(f);
        toks.pop();
        toks.extend(lex(g).into_iter().filter(|t| !t.is_eof()));
        toks.extend(lex(f));
        let header = Header {
            relocatable: true,
            no_fmad: true,
            relaxed_constexpr: true,
            fast_math: true,
            flush_denormals: true,
            cxx20: true,
            program_files: vec![true, false],
            gpu_code: vec![GpuCode::Binary(86), GpuCode::Virtual(80)],
            arch: 80,
            instances: vec![("ns::scale".into(), "float, 4".into())],
            lambda_unit: "3f09a1c2".into(),
        };
        let bytes = encode(&sm, &toks, &header);
        assert!(is_relocatable(&bytes));
        // 8.6 machine code runs on 8.9 (not 9.0), the 8.0 intermediate code on both.
        assert!(GpuCode::Binary(86).runs_on(89) && !GpuCode::Binary(86).runs_on(90));
        assert!(GpuCode::Virtual(80).runs_on(90) && !GpuCode::Virtual(80).runs_on(75));
        assert!(runs_on(&bytes, 90) && !runs_on(&bytes, 75));
        let mut sm2 = SourceMap::new();
        let (back, header2) = decode(&bytes, &mut sm2).unwrap();
        assert_eq!(header2, header);
        assert_eq!(back.len(), toks.len());
        // The end-of-input token carries no text; its location is the last token's.
        for (a, b) in toks.iter().zip(&back).take(toks.len() - 1) {
            assert_eq!(
                (a.kind, &a.text, a.loc, a.space_before, a.line_start),
                (b.kind, &b.text, b.loc, b.space_before, b.line_start)
            );
        }
        assert_eq!(sm2.file(f).name, "a b.cu");
        assert!(decode(b"garbage", &mut sm2).is_err());
        for cut in 0..bytes.len() {
            assert!(decode(&bytes[..cut], &mut SourceMap::new()).is_err());
        }
        let linked = bundle(&[&bytes, b"other"]);
        assert_eq!(members(&linked).unwrap(), [&bytes[..], b"other"]);
        assert_eq!(members(&bytes).unwrap(), [&bytes[..]]);
        assert!(members(&linked[..linked.len() - 1]).is_err());
    }

    #[test]
    fn images_survive_text() {
        for len in 0..200 {
            let image: Vec<u8> = (0..len).map(|i| (i * 37 + len) as u8).collect();
            let text = to_text(&image);
            assert!(text.starts_with(TEXT_MAGIC) && !text.contains('\0'));
            assert_eq!(from_text(text.as_bytes()).as_deref(), Some(&image[..]));
            // As a C string in a larger buffer.
            let mut c = text.clone().into_bytes();
            c.extend_from_slice(b"\0junk");
            assert_eq!(from_text(&c).as_deref(), Some(&image[..]));
        }
        assert_eq!(from_text(b"// ferrocuda device module\nQQ=*"), None);
        assert_eq!(from_text(b"//\n.version 8.0"), None);
    }
}
