//! PTX modules as CUDA C, so that a module of PTX text (`cuModuleLoad` of a `.ptx` file,
//! `cuModuleLoadData` of PTX that `nvcc -ptx` or a person wrote) goes through the same device
//! compiler as CUDA C and runs on either backend.
//!
//! Each `.entry` becomes an `extern "C" __global__` function of the same name and parameter
//! layout. Its registers become locals (predicates as `unsigned` 0 or 1), its labels C labels,
//! `bra` a `goto`, `ret` and `exit` a `return`, `ld.param` a read of the parameter's bytes; every
//! other instruction stays PTX, as one inline PTX statement whose operands are those locals (a
//! predicate it reads or writes is converted to and from a `.pred` register inside the
//! statement). Module variables become `__device__`, `__constant__` and `__shared__` variables
//! of the same names and sizes; an operand naming one is its address in its state space, as in
//! PTX. Each statement carries a `#line` of the module's text, so diagnostics point there.
//!
//! A device function (`.func`) becomes a `__device__` function whose parameters and result are
//! structures of the PTX parameters' bytes; a call's `.param` arguments are such structures too,
//! written and read as the parameters are, and `call` a C call. `vprintf`, `malloc` and `free`,
//! which PTX declares `.extern`, are CUDA's device functions of those names. Several modules
//! translated together (the driver API's linker) are one program, so a function or variable
//! declared `.extern` in one is found where another defines it.
//!
//! Not translated (each an error naming its line): indirect calls, 32-bit addressing and
//! initializers holding addresses.

use std::collections::{HashMap, HashSet};
use std::fmt::Write;

/// Why a PTX module could not be translated: the module's name, its line and what is wrong
/// there.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PtxError {
    pub module: String,
    pub line: u32,
    pub message: String,
}

impl std::fmt::Display for PtxError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}: {}", self.module, self.line, self.message)
    }
}

type Result<T> = std::result::Result<T, PtxError>;

/// Whether `data` is PTX text: its first directive, after white space and comments, is one a
/// PTX module starts with.
pub fn is_ptx(data: &[u8]) -> bool {
    let text = String::from_utf8_lossy(&data[..data.len().min(4096)]);
    let toks = match lex(&text) {
        Ok(t) => t,
        Err(_) => return false,
    };
    matches!(
        toks.first().map(|t| t.text.as_str()),
        Some(".version" | ".target" | ".address_size")
    )
}

/// The CUDA C source equivalent to the PTX modules `modules` (each its name, for `#line`s and
/// errors, and its text) together: one module when linked, as the driver API's linker links
/// PTX.
pub fn to_cuda(modules: &[(&str, &str)]) -> Result<String> {
    let mut out = String::new();
    let mut aggregates = Vec::new();
    for &(name, text) in modules {
        let located = |e: PtxError| PtxError {
            module: name.to_string(),
            ..e
        };
        let toks = lex(text).map_err(located)?;
        let mut t = Translator {
            toks: &toks,
            at: 0,
            out: std::mem::take(&mut out),
            name: name.replace(['"', '\\'], "_"),
            module_vars: HashMap::new(),
            functions: HashMap::new(),
            aggregates: std::mem::take(&mut aggregates),
        };
        t.module().map_err(located)?;
        (out, aggregates) = (t.out, t.aggregates);
    }
    let mut source = String::from("// Translated from PTX.\n");
    for (size, align) in &aggregates {
        let _ = writeln!(
            source,
            "struct __align__({align}) __ptx_bytes_{size}_{align} {{ unsigned char bytes[{size}]; }};"
        );
    }
    source.push_str(&out);
    Ok(source)
}

#[derive(Debug, Clone, PartialEq)]
struct Tok {
    text: String,
    line: u32,
}

fn is_word_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '%' | '.')
}

/// Words (identifiers, directives, opcodes, registers and numbers, `::` included), punctuation
/// and strings, with their lines; comments dropped.
fn lex(text: &str) -> Result<Vec<Tok>> {
    let mut toks = Vec::new();
    let chars: Vec<char> = text.chars().collect();
    let (mut i, mut line) = (0, 1u32);
    while i < chars.len() {
        let c = chars[i];
        match c {
            '\n' => {
                line += 1;
                i += 1;
            }
            c if c.is_whitespace() || c == '\0' => i += 1,
            '/' if chars.get(i + 1) == Some(&'/') => {
                while i < chars.len() && chars[i] != '\n' {
                    i += 1;
                }
            }
            '/' if chars.get(i + 1) == Some(&'*') => {
                let start = line;
                i += 2;
                while i < chars.len() && !(chars[i] == '*' && chars.get(i + 1) == Some(&'/')) {
                    line += u32::from(chars[i] == '\n');
                    i += 1;
                }
                if i >= chars.len() {
                    return Err(PtxError {
                        module: String::new(),
                        line: start,
                        message: "unterminated comment".into(),
                    });
                }
                i += 2;
            }
            '"' => {
                let start = i;
                i += 1;
                while i < chars.len() && chars[i] != '"' && chars[i] != '\n' {
                    i += 1;
                }
                i += 1;
                toks.push(Tok {
                    text: chars[start..i.min(chars.len())].iter().collect(),
                    line,
                });
            }
            c if is_word_char(c) => {
                let start = i;
                while i < chars.len()
                    && (is_word_char(chars[i])
                        || chars[i] == ':' && chars.get(i + 1) == Some(&':')
                        || i > start && chars[i - 1] == ':' && chars[i] == ':')
                {
                    i += 1;
                }
                toks.push(Tok {
                    text: chars[start..i].iter().collect(),
                    line,
                });
            }
            c if "{}()[],;:@!+-<>=|".contains(c) => {
                toks.push(Tok {
                    text: c.to_string(),
                    line,
                });
                i += 1;
            }
            c => {
                return Err(PtxError {
                    module: String::new(),
                    line,
                    message: format!("unexpected character '{c}'"),
                })
            }
        }
    }
    Ok(toks)
}

/// The C type of a register or variable element of PTX type `ty` (`u32`, `f64`, `pred`...),
/// and its inline-PTX constraint letter.
fn c_type(ty: &str) -> Option<(&'static str, char)> {
    Some(match ty {
        "pred" => ("unsigned", 'r'),
        "b8" | "u8" => ("unsigned char", 'h'),
        "s8" => ("signed char", 'h'),
        "b16" | "u16" | "s16" | "f16" | "bf16" => ("unsigned short", 'h'),
        "b32" | "u32" | "s32" | "f16x2" | "bf16x2" => ("unsigned", 'r'),
        "f32" => ("float", 'f'),
        "b64" | "u64" | "s64" => ("unsigned long long", 'l'),
        "f64" => ("double", 'd'),
        _ => return None,
    })
}

/// The C type an `ld.param` of type `ty` reads.
fn loaded_type(ty: &str) -> Option<&'static str> {
    Some(match ty {
        "s8" => "signed char",
        "s16" => "short",
        "s32" => "int",
        "s64" => "long long",
        "f16" | "bf16" => "unsigned short",
        t => c_type(t)?.0,
    })
}

/// The size in bytes of a register's C type.
fn c_size(c_ty: &str) -> u64 {
    match c_ty {
        "unsigned char" | "signed char" => 1,
        "unsigned short" => 2,
        "unsigned long long" | "double" => 8,
        _ => 4,
    }
}

/// The size in bytes of PTX type `ty`.
fn type_size(ty: &str) -> Option<u64> {
    Some(match ty {
        "b8" | "u8" | "s8" | "pred" => 1,
        "b16" | "u16" | "s16" | "f16" | "bf16" => 2,
        "b32" | "u32" | "s32" | "f32" | "f16x2" | "bf16x2" => 4,
        "b64" | "u64" | "s64" | "f64" => 8,
        _ => return None,
    })
}

/// A C identifier for the PTX name `name` (registers, labels and internal names may hold `%`
/// and `$`, which C names cannot).
fn c_name(name: &str) -> String {
    if name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        && !name.starts_with(|c: char| c.is_ascii_digit())
    {
        return name.to_string();
    }
    let mut out = String::from("__ptx_");
    for c in name.chars() {
        match c {
            '%' => out.push_str("P_"),
            '$' => out.push_str("D_"),
            c if c.is_ascii_alphanumeric() || c == '_' => out.push(c),
            _ => out.push_str("X_"),
        }
    }
    out
}

/// A module variable: its state space (`shared`, `global`, `const`, `local`).
#[derive(Clone)]
struct Variable {
    space: &'static str,
}

/// A register of a kernel: its C type and constraint letter, and whether it is a predicate.
#[derive(Clone, Copy)]
struct Register {
    c_ty: &'static str,
    constraint: char,
    pred: bool,
}

struct Translator<'a> {
    toks: &'a [Tok],
    at: usize,
    out: String,
    name: String,
    module_vars: HashMap<String, Variable>,
    /// The device functions declared so far, which calls may name.
    functions: HashMap<String, Signature>,
    /// `(size, align)` of each by-value aggregate parameter type used.
    aggregates: Vec<(u64, u64)>,
}

/// A parameter as declared: its name, size and alignment, and its C type where it is one
/// scalar.
struct Param {
    name: String,
    size: u64,
    align: u64,
    scalar: Option<&'static str>,
}

/// A device function's parameters and result, each as `(size, align)`, and whether it is one
/// of CUDA's device runtime functions (declared, not defined, by the module).
struct Signature {
    params: Vec<(u64, u64)>,
    ret: Option<(u64, u64)>,
    runtime: bool,
}

/// The functions of CUDA's device runtime that PTX declares `.extern` and calls by name, with
/// how many arguments each takes.
const RUNTIME_FUNCTIONS: [(&str, usize); 3] = [("vprintf", 2), ("malloc", 1), ("free", 1)];

/// The kernel or device function being translated: its names in the parameter state space
/// (its parameters, a function's return value, a call's arguments and results), registers,
/// local variables and body text.
#[derive(Default)]
struct Kernel {
    params: HashSet<String>,
    /// A function's return value (`func_retval0`), which `ret` returns.
    ret: Option<String>,
    regs: HashMap<String, Register>,
    locals: HashMap<String, Variable>,
    /// The local holding each variable's address in its state space, once one is needed.
    space_addresses: HashMap<String, String>,
    decls: String,
    body: String,
}

impl Kernel {
    /// The local holding variable `c_name`'s address in state space `space` (`shared`,
    /// `const`, `local`), computed where the kernel starts.
    fn space_address(&mut self, c_name: &str, space: &str) -> String {
        if let Some(local) = self.space_addresses.get(c_name) {
            return local.clone();
        }
        let local = format!("__ptx_address_of_{c_name}");
        let _ = writeln!(
            self.decls,
            "unsigned long long {local}; asm(\"cvta.to.{space}.u64 %0, %1;\" : \"=l\"({local}) : \"l\"((unsigned long long)&{c_name}));"
        );
        self.space_addresses
            .insert(c_name.to_string(), local.clone());
        local
    }
}

/// An operand as written, in the instructions the translation passes on.
enum Operand {
    /// Words and punctuation passed on as they are (immediates, special registers, `-1`).
    Plain(String),
    /// A register or a variable's address.
    Name(String),
    /// `[base+offset]`.
    Address(Vec<Operand>),
    /// `{a, b}`.
    Vector(Vec<Operand>),
    /// `a|b`, the two results of `setp` and `shfl`.
    Pair(Box<Operand>, Box<Operand>),
}

impl<'a> Translator<'a> {
    fn peek(&self) -> Option<&'a str> {
        self.toks.get(self.at).map(|t| t.text.as_str())
    }

    fn line(&self) -> u32 {
        self.toks
            .get(self.at)
            .or(self.toks.last())
            .map_or(1, |t| t.line)
    }

    fn error<T>(&self, message: impl Into<String>) -> Result<T> {
        Err(PtxError {
            module: String::new(),
            line: self.line(),
            message: message.into(),
        })
    }

    fn next(&mut self) -> Result<&'a str> {
        match self.toks.get(self.at) {
            Some(t) => {
                self.at += 1;
                Ok(&t.text)
            }
            None => self.error("unexpected end of the module"),
        }
    }

    fn expect(&mut self, want: &str) -> Result<()> {
        match self.next()? {
            t if t == want => Ok(()),
            t => {
                self.at -= 1;
                self.error(format!("expected '{want}', found '{t}'"))
            }
        }
    }

    fn eat(&mut self, want: &str) -> bool {
        let found = self.peek() == Some(want);
        self.at += usize::from(found);
        found
    }

    /// Skips a directive written without `;` (`.loc`, `.file`): the rest of its line.
    fn skip_line(&mut self) {
        let line = self.line();
        while self.toks.get(self.at).is_some_and(|t| t.line == line) {
            self.at += 1;
        }
    }

    fn skip_statement(&mut self) -> Result<()> {
        while self.next()? != ";" {}
        Ok(())
    }

    /// `#line` for the token at the cursor.
    fn line_directive(&self) -> String {
        format!("#line {} \"{}\"\n", self.line(), self.name)
    }

    fn module(&mut self) -> Result<()> {
        while let Some(t) = self.peek() {
            match t {
                ".version" | ".target" => self.skip_line(),
                ".address_size" => {
                    self.at += 1;
                    if self.next()? != "64" {
                        self.at -= 1;
                        return self.error("only 64-bit addressing is supported");
                    }
                }
                ".file" | ".loc" => self.skip_line(),
                ".pragma" => self.skip_statement()?,
                ".section" => self.skip_section()?,
                _ => self.module_item()?,
            }
        }
        Ok(())
    }

    /// A debug section (`.section .debug_info { ... }`): skipped.
    fn skip_section(&mut self) -> Result<()> {
        while self.next()? != "{" {}
        let mut depth = 1;
        while depth > 0 {
            match self.next()? {
                "{" => depth += 1,
                "}" => depth -= 1,
                _ => {}
            }
        }
        Ok(())
    }

    fn module_item(&mut self) -> Result<()> {
        let mut linkage = None;
        while let Some(word @ (".visible" | ".weak" | ".common" | ".extern")) = self.peek() {
            linkage = Some(word);
            self.at += 1;
        }
        let is_extern = linkage == Some(".extern");
        match self.peek() {
            Some(".entry") => {
                self.at += 1;
                self.entry()
            }
            Some(".func") => {
                self.at += 1;
                self.function(linkage)
            }
            Some(".global" | ".const" | ".shared") => {
                let (decl, name, var) = self.variable(is_extern)?;
                self.out.push_str(&decl);
                self.module_vars.insert(name, var);
                Ok(())
            }
            Some(t) => self.error(format!("unexpected '{t}' at module scope")),
            None => Ok(()),
        }
    }

    /// A variable declaration at the cursor (its state space first): its C declaration, its
    /// name and what it is.
    fn variable(&mut self, is_extern: bool) -> Result<(String, String, Variable)> {
        let line = self.line_directive();
        let space_word = self.next()?;
        let space = match space_word {
            ".global" => "global",
            ".const" => "const",
            ".shared" => "shared",
            ".local" => "local",
            _ => return self.error(format!("unexpected '{space_word}'")),
        };
        let (align, vector, ty) = self.declared_type("a variable")?;
        let name = self.next()?.to_string();
        let mut dims = Vec::new();
        let mut unsized_array = false;
        while self.eat("[") {
            if self.eat("]") {
                unsized_array = true;
                continue;
            }
            dims.push(self.number()?);
            self.expect("]")?;
        }
        let elem_size = type_size(ty).unwrap_or(1);
        let count = dims
            .iter()
            .try_fold(vector, |n, &d| n.checked_mul(d))
            .filter(|n| n.checked_mul(elem_size).is_some_and(|b| b <= 1 << 40));
        let Some(count) = count else {
            return self.error(format!("variable '{name}' is too large"));
        };
        let init = match self.eat("=") {
            true => Some(self.initializer(ty)?),
            false => None,
        };
        self.expect(";")?;
        if is_extern && init.is_some() {
            return self.error("an extern variable has no initializer");
        }
        let (elem, _) = c_type(ty).unwrap_or(("unsigned char", 'h'));
        // Floats are kept as their bits: an initializer is written as integers.
        let elem = match ty {
            "f32" => "unsigned",
            "f64" => "unsigned long long",
            _ => elem,
        };
        let qualifier = match space {
            "global" => "__device__ ",
            "const" => "__constant__ ",
            "shared" => "__shared__ ",
            _ => "",
        };
        let align = align.unwrap_or(elem_size);
        let c = c_name(&name);
        let mut decl = format!(
            "{line}{}{qualifier}__align__({align}) {elem} {c}",
            if is_extern { "extern " } else { "" }
        );
        if unsized_array {
            decl.push_str("[]");
        } else if count != 1 || !dims.is_empty() || vector > 1 {
            let _ = write!(decl, "[{count}]");
        }
        if let Some(values) = init {
            let _ = write!(decl, " = {{{}}}", values.join(", "));
        }
        decl.push_str(";\n");
        Ok((decl, name, Variable { space }))
    }

    /// The attributes before a declared name (`.align 8`, `.v4`, its type; a parameter's
    /// `.ptr` and state space): its alignment, vector length and type.
    fn declared_type(&mut self, what: &str) -> Result<(Option<u64>, u64, &'a str)> {
        let (mut align, mut vector, mut ty) = (None, 1, None);
        loop {
            match self.peek() {
                Some(".align") => {
                    self.at += 1;
                    align = Some(self.number()?);
                }
                Some(".v2") => (self.at, vector) = (self.at + 1, 2),
                Some(".v4") => (self.at, vector) = (self.at + 1, 4),
                Some(".ptr" | ".global" | ".const" | ".shared" | ".local") => self.at += 1,
                Some(t) if t.starts_with('.') && type_size(&t[1..]).is_some() => {
                    ty = Some(&t[1..]);
                    self.at += 1;
                }
                _ => break,
            }
        }
        match ty {
            Some(ty) => Ok((align, vector, ty)),
            None => self.error(format!("{what} needs a type")),
        }
    }

    fn number(&mut self) -> Result<u64> {
        let t = self.next()?;
        parse_int(t)
            .and_then(|v| u64::try_from(v).ok())
            .map_or_else(|| self.error(format!("expected a number, found '{t}'")), Ok)
    }

    /// An initializer: a value or a braced list of them (nested lists flattened), as C
    /// integers of the element type's bits.
    fn initializer(&mut self, ty: &str) -> Result<Vec<String>> {
        let mut values = Vec::new();
        let mut depth = 0;
        loop {
            match self.peek() {
                Some("{") => {
                    depth += 1;
                    self.at += 1;
                }
                Some("}") if depth > 0 => {
                    depth -= 1;
                    self.at += 1;
                }
                Some(",") if depth > 0 => self.at += 1,
                Some(";") | None => break,
                Some(_) if depth == 0 && !values.is_empty() => break,
                Some(_) => {
                    let negative = self.eat("-");
                    let t = self.next()?;
                    let Some(bits) = literal_bits(t, ty, negative) else {
                        self.at -= 1;
                        return self.error(format!(
                            "initializer '{t}' is not supported (only numbers are)"
                        ));
                    };
                    values.push(format!("{bits}ull"));
                }
            }
            if depth == 0 && !values.is_empty() && self.peek() != Some(",") {
                break;
            }
        }
        Ok(values)
    }

    /// A parameter list `( .param ... name, ... )`, or nothing where none is written.
    fn params(&mut self) -> Result<Vec<Param>> {
        let mut params = Vec::new();
        if !self.eat("(") {
            return Ok(params);
        }
        while !self.eat(")") {
            self.eat(",");
            if self.peek() == Some(")") {
                continue;
            }
            self.expect(".param")?;
            params.push(self.param_declaration()?);
        }
        Ok(params)
    }

    /// `[.align N] .type name[count]` after `.param`.
    fn param_declaration(&mut self) -> Result<Param> {
        let (align, vector, ty) = self.declared_type("a parameter")?;
        let name = self.next()?.to_string();
        let mut count = Some(vector);
        while self.eat("[") {
            count = count.and_then(|n| n.checked_mul(self.number().ok()?));
            self.expect("]")?;
        }
        let elem = type_size(ty).unwrap_or(1);
        let Some(size) = count
            .and_then(|n| n.checked_mul(elem))
            .filter(|&b| b <= 1 << 16)
        else {
            return self.error("parameter too large");
        };
        Ok(Param {
            name,
            size,
            align: align.unwrap_or(elem),
            scalar: (size == elem).then(|| loaded_type(ty)).flatten(),
        })
    }

    /// The C type holding `size` bytes aligned to `align`, declared once for the module.
    fn bytes_type(&mut self, size: u64, align: u64) -> String {
        if !self.aggregates.contains(&(size, align)) {
            self.aggregates.push((size, align));
        }
        format!("__ptx_bytes_{size}_{align}")
    }

    fn entry(&mut self) -> Result<()> {
        let name = self.next()?.to_string();
        let mut k = Kernel::default();
        let mut params = Vec::new();
        for p in self.params()? {
            let c_ty = match p.scalar {
                Some(ty) => ty.to_string(),
                None => self.bytes_type(p.size, p.align),
            };
            params.push(format!("{c_ty} {}", c_name(&p.name)));
            k.params.insert(p.name);
        }
        // Performance directives (`.maxntid 256, 1, 1`, `.reqntid`, `.minnctapersm`) until
        // the body.
        while self.peek().is_some_and(|t| t != "{") {
            self.at += 1;
        }
        let header = format!(
            "{}extern \"C\" __global__ void {}({})\n",
            self.line_directive(),
            c_name(&name),
            params.join(", ")
        );
        self.body(&mut k)?;
        let _ = write!(self.out, "{header}{{\n{}{}}}\n", k.decls, k.body);
        Ok(())
    }

    /// A device function (after `.func`): a `__device__` function whose parameters and result
    /// are the bytes of the PTX ones, `static` unless the module makes it visible. A
    /// declaration alone is a prototype (its definition in another module of a link), but
    /// for the functions CUDA's device runtime provides, which calls reach by name.
    fn function(&mut self, linkage: Option<&str>) -> Result<()> {
        let line = self.line_directive();
        let mut k = Kernel::default();
        let ret = match self.peek() {
            Some("(") => {
                self.at += 1;
                self.expect(".param")?;
                let r = self.param_declaration()?;
                self.expect(")")?;
                Some(r)
            }
            _ => None,
        };
        let name = self.next()?.to_string();
        let params = self.params()?;
        // Attributes (`.noreturn`, `.attribute(...)`) until the body or the end.
        while self.peek().is_some_and(|t| t != "{" && t != ";") {
            self.at += 1;
        }
        let declaration = self.eat(";");
        let runtime = RUNTIME_FUNCTIONS.iter().find(|(n, _)| *n == name);
        let signature = Signature {
            params: params.iter().map(|p| (p.size, p.align)).collect(),
            ret: ret.as_ref().map(|r| (r.size, r.align)),
            runtime: declaration && runtime.is_some(),
        };
        if let (true, Some(&(_, arity))) = (signature.runtime, runtime) {
            if signature.params.len() != arity {
                self.at -= 1;
                return self.error(format!("'{name}' takes {arity} arguments"));
            }
            self.functions.insert(name, signature);
            return Ok(());
        }
        let ret_ty = match &ret {
            Some(r) => self.bytes_type(r.size, r.align),
            None => "void".to_string(),
        };
        let mut c_params = Vec::new();
        for p in &params {
            let ty = self.bytes_type(p.size, p.align);
            c_params.push(format!("{ty} {}", c_name(&p.name)));
            k.params.insert(p.name.clone());
        }
        let storage = if linkage.is_some() { "" } else { "static " };
        let header = format!(
            "{line}{storage}__device__ {ret_ty} {}({})",
            c_name(&name),
            c_params.join(", ")
        );
        self.functions.insert(name, signature);
        if declaration {
            let _ = writeln!(self.out, "{header};");
            return Ok(());
        }
        if let Some(r) = &ret {
            let _ = writeln!(k.decls, "{ret_ty} {};", c_name(&r.name));
            k.params.insert(r.name.clone());
            k.ret = Some(c_name(&r.name));
        }
        self.body(&mut k)?;
        let _ = write!(self.out, "{header}\n{{\n{}{}}}\n", k.decls, k.body);
        Ok(())
    }

    /// A body in braces: declarations, labels and instructions; nested blocks (a call's) stay
    /// blocks.
    fn body(&mut self, k: &mut Kernel) -> Result<()> {
        self.expect("{")?;
        let mut depth = 1;
        while depth > 0 {
            match self.peek() {
                Some("{") => {
                    self.at += 1;
                    depth += 1;
                    k.body.push_str("{\n");
                }
                Some("}") => {
                    self.at += 1;
                    depth -= 1;
                    if depth > 0 {
                        k.body.push_str("}\n");
                    }
                }
                Some(".reg") => self.registers(k)?,
                Some(".local" | ".shared") => {
                    let (decl, name, var) = self.variable(false)?;
                    k.decls.push_str(&decl);
                    k.locals.insert(name, var);
                }
                Some(".param") => {
                    let line = self.line_directive();
                    self.at += 1;
                    let p = self.param_declaration()?;
                    self.expect(";")?;
                    let ty = self.bytes_type(p.size, p.align);
                    let _ = writeln!(k.body, "{line}{ty} {};", c_name(&p.name));
                    k.params.insert(p.name);
                }
                Some(".loc" | ".file") => self.skip_line(),
                Some(".pragma") => self.skip_statement()?,
                Some(_) => self.statement(k)?,
                None => return self.error("the body does not end"),
            }
        }
        Ok(())
    }

    /// `.reg .u32 %r<34>;` (registers `%r0` to `%r33`) or `.reg .f32 a, b;`.
    fn registers(&mut self, k: &mut Kernel) -> Result<()> {
        self.expect(".reg")?;
        let mut ty = None;
        while let Some(t) = self.peek().filter(|t| t.starts_with('.')) {
            match t {
                ".v2" | ".v4" => return self.error("vector registers are not supported"),
                t => ty = Some(&t[1..]),
            }
            self.at += 1;
        }
        let Some((c_ty, constraint)) = ty.and_then(c_type) else {
            return self.error(format!(
                "registers of type '{}' are not supported",
                ty.unwrap_or("")
            ));
        };
        let reg = Register {
            c_ty,
            constraint,
            pred: ty == Some("pred"),
        };
        loop {
            let name = self.next()?.to_string();
            let mut names = vec![name.clone()];
            if self.eat("<") {
                let n = self.number()?;
                self.expect(">")?;
                if n > 1 << 20 {
                    return self.error("too many registers");
                }
                names = (0..n).map(|i| format!("{name}{i}")).collect();
            }
            for n in names {
                if k.regs.insert(n.clone(), reg).is_none() {
                    let _ = writeln!(k.decls, "{c_ty} {} = 0;", c_name(&n));
                }
            }
            if !self.eat(",") {
                break;
            }
        }
        self.expect(";")
    }

    /// A label or an instruction.
    fn statement(&mut self, k: &mut Kernel) -> Result<()> {
        let line = self.line_directive();
        let start = self.at;
        if self.toks.get(self.at + 1).is_some_and(|t| t.text == ":") {
            let label = self.next()?;
            self.at += 1;
            let _ = writeln!(k.body, "{line}{}: ;", c_name(label));
            return Ok(());
        }
        let guard = match self.eat("@") {
            true => {
                let negate = self.eat("!");
                let p = self.next()?.to_string();
                if !k.regs.get(&p).is_some_and(|r| r.pred) {
                    return self.error(format!("'{p}' is not a predicate register"));
                }
                Some((negate, p))
            }
            false => None,
        };
        let opcode = self.next()?;
        let condition = guard
            .as_ref()
            .map(|(negate, p)| format!("if ({}{}) ", if *negate { "!" } else { "" }, c_name(p)));
        let condition = condition.as_deref().unwrap_or("");
        if opcode.split('.').next() == Some("call") {
            let call = self.call(k, start)?;
            let _ = writeln!(k.body, "{line}{condition}{{ {call} }}");
            return Ok(());
        }
        let mut operands = Vec::new();
        while !self.eat(";") {
            if !operands.is_empty() {
                self.expect(",")?;
            }
            operands.push(self.operand()?);
        }
        let base = opcode.split('.').next().unwrap_or(opcode);
        // What is wrong with the instruction is reported at its first token: the cursor goes
        // back there while it is translated (nothing below reads tokens).
        let end = std::mem::replace(&mut self.at, start);
        if INSTRUCTIONS.binary_search(&base).is_err() {
            return self.error(format!("unknown instruction '{opcode}'"));
        }
        let code = match base {
            "bra" => match operands.as_slice() {
                [Operand::Name(label)] | [Operand::Plain(label)] => {
                    format!("{condition}goto {};", c_name(label))
                }
                _ => return self.error("'bra' takes one label"),
            },
            "ret" | "exit" => match &k.ret {
                Some(ret) if base == "ret" => format!("{condition}return {ret};"),
                _ => format!("{condition}return;"),
            },
            "ld" | "ldu" | "st" if opcode.split('.').any(|m| m == "param") => {
                format!(
                    "{condition}{{ {} }}",
                    self.param_access(k, opcode, &operands)?
                )
            }
            _ => format!(
                "{condition}{}",
                self.inline_statement(k, opcode, &operands)?
            ),
        };
        self.at = end;
        let _ = writeln!(k.body, "{line}{code}");
        Ok(())
    }

    fn operand(&mut self) -> Result<Operand> {
        let first = self.single_operand()?;
        if self.eat("|") {
            let second = self.single_operand()?;
            return Ok(Operand::Pair(Box::new(first), Box::new(second)));
        }
        Ok(first)
    }

    fn single_operand(&mut self) -> Result<Operand> {
        match self.peek() {
            Some("[") => {
                self.at += 1;
                let mut parts = Vec::new();
                while !self.eat("]") {
                    parts.push(self.term()?);
                }
                Ok(Operand::Address(parts))
            }
            Some("{") => {
                self.at += 1;
                let mut parts = Vec::new();
                while !self.eat("}") {
                    self.eat(",");
                    if self.peek() != Some("}") {
                        parts.push(self.term()?);
                    }
                }
                Ok(Operand::Vector(parts))
            }
            Some("-") | Some("!") => {
                let sign = self.next()?;
                match self.term()? {
                    Operand::Plain(p) => Ok(Operand::Plain(format!("{sign}{p}"))),
                    _ => self.error(format!("'{sign}' of a register is not supported")),
                }
            }
            _ => self.term(),
        }
    }

    fn term(&mut self) -> Result<Operand> {
        let t = self.next()?;
        match t {
            "+" | "-" => Ok(Operand::Plain(t.to_string())),
            t if t.starts_with(|c: char| c.is_ascii_digit()) => Ok(Operand::Plain(t.to_string())),
            "generic" if self.peek() == Some("(") => {
                self.at += 1;
                let name = self.next()?.to_string();
                self.expect(")")?;
                Ok(Operand::Name(format!("generic({name})")))
            }
            t => Ok(Operand::Name(t.to_string())),
        }
    }

    /// `ld.param.u32 %r1, [name+4]` and `st.param.b32 [name+4], %r1` (or a vector of
    /// registers, or for a store a number): reads and writes of the bytes of a name in the
    /// parameter state space. A register of the access's size is read or written as its own
    /// type (its bits), a wider one converted.
    fn param_access(&self, k: &Kernel, opcode: &str, operands: &[Operand]) -> Result<String> {
        let ty = opcode.rsplit('.').next().unwrap_or("");
        let (Some(loaded), Some(size)) = (loaded_type(ty), type_size(ty)) else {
            return self.error(format!("'{opcode}': unknown type"));
        };
        let store = opcode.starts_with("st");
        let (values, address) = match (store, operands) {
            (false, [v, Operand::Address(a)]) | (true, [Operand::Address(a), v]) => (v, a),
            _ => return self.error(format!("'{opcode}' needs a register and an address")),
        };
        let values = match values {
            Operand::Vector(v) => v.iter().collect(),
            v => vec![v],
        };
        let (param, offset) = self.param_address(k, address)?;
        let mut code = String::new();
        for (i, v) in values.iter().enumerate() {
            let at = format!(
                "((char*)&{} + {})",
                c_name(param),
                offset + i as i64 * size as i64
            );
            let reg = match v {
                Operand::Name(r) => Some((r, k.regs.get(r.as_str()))),
                _ => None,
            };
            let _ = match (reg, v) {
                (Some((r, Some(reg))), _) => {
                    let r = c_name(r);
                    let c_ty = reg.c_ty;
                    match (store, c_size(c_ty) == size) {
                        (false, true) => write!(code, "{r} = *(const {c_ty}*){at}; "),
                        (false, false) => write!(code, "{r} = ({c_ty})*(const {loaded}*){at}; "),
                        (true, true) => write!(code, "*({c_ty}*){at} = {r}; "),
                        (true, false) => write!(code, "*({loaded}*){at} = ({loaded}){r}; "),
                    }
                }
                (None, Operand::Plain(number)) if store => {
                    let (negative, digits) = match number.strip_prefix('-') {
                        Some(d) => (true, d),
                        None => (false, number.as_str()),
                    };
                    let Some(bits) = literal_bits(digits, ty, negative) else {
                        return self.error(format!("'{number}' is not a number"));
                    };
                    let bits_ty = c_type(&format!("b{}", size * 8)).map_or("unsigned", |t| t.0);
                    write!(code, "*({bits_ty}*){at} = {bits}ull; ")
                }
                (Some((r, None)), _) => return self.error(format!("'{r}' is not a register")),
                _ => return self.error(format!("'{opcode}' needs registers")),
            };
        }
        Ok(code)
    }

    /// The name in the parameter state space and the offset an address `[name+offset]`
    /// reads.
    fn param_address<'o>(&self, k: &Kernel, address: &'o [Operand]) -> Result<(&'o str, i64)> {
        let (param, offset) = match address {
            [Operand::Name(p)] => (p, 0i64),
            [Operand::Name(p), Operand::Plain(sign), Operand::Plain(n)] => {
                let n = parse_int(n).map_or_else(|| self.error("bad offset"), Ok)?;
                (p, if sign == "-" { -n } else { n })
            }
            _ => return self.error("a parameter access names a parameter"),
        };
        if !k.params.contains(param) {
            return self.error(format!("'{param}' is not a parameter here"));
        }
        Ok((param, offset))
    }

    /// `call (result), f, (arguments);` (each list optional), at the cursor after the opcode
    /// (`start` the statement's first token, where errors point): the function called with
    /// its arguments' bytes, its result stored in the result's. CUDA's device runtime
    /// functions are called by their CUDA C names.
    fn call(&mut self, k: &Kernel, start: usize) -> Result<String> {
        let mut results = Vec::new();
        if self.eat("(") {
            results = self.name_list()?;
            self.expect(",")?;
        }
        let callee = self.next()?.to_string();
        let mut args = Vec::new();
        if self.eat(",") {
            if !self.eat("(") {
                self.at = start;
                return self.error("indirect calls are not supported");
            }
            args = self.name_list()?;
        }
        if self.peek() != Some(";") {
            self.at = start;
            return self.error("indirect calls (with a prototype) are not supported");
        }
        self.at += 1;
        let end = std::mem::replace(&mut self.at, start);
        let Some(signature) = self.functions.get(&callee) else {
            return self.error(match k.regs.contains_key(&callee) {
                true => "indirect calls (through a register) are not supported".to_string(),
                false => format!("call of '{callee}', which the module does not declare"),
            });
        };
        if args.len() != signature.params.len() || results.len() != signature.ret.iter().count() {
            return self.error(format!(
                "'{callee}' is called with {} arguments and {} results, declared with {} and {}",
                args.len(),
                results.len(),
                signature.params.len(),
                signature.ret.iter().count()
            ));
        }
        for name in args.iter().chain(&results) {
            if !k.params.contains(name) {
                return self.error(format!("'{name}' is not a parameter of the call"));
            }
        }
        let word = |name: &String| format!("*(const unsigned long long*)&{}", c_name(name));
        let runtime = if signature.runtime {
            callee.as_str()
        } else {
            ""
        };
        let (call, result_ty) = match runtime {
            "malloc" => (
                format!("(unsigned long long)malloc({})", word(&args[0])),
                "unsigned long long".to_string(),
            ),
            "free" => (format!("free((void*){})", word(&args[0])), String::new()),
            "vprintf" => (
                format!(
                    "__ferrocuda_vprintf((const char*){}, (const char*){})",
                    word(&args[0]),
                    word(&args[1])
                ),
                "int".to_string(),
            ),
            _ => {
                let (params, ret) = (signature.params.clone(), signature.ret);
                let mut texts = Vec::new();
                for (arg, (size, align)) in args.iter().zip(params) {
                    let ty = self.bytes_type(size, align);
                    texts.push(format!("*(const {ty}*)&{}", c_name(arg)));
                }
                let result_ty =
                    ret.map_or_else(String::new, |(size, align)| self.bytes_type(size, align));
                (
                    format!("{}({})", c_name(&callee), texts.join(", ")),
                    result_ty,
                )
            }
        };
        self.at = end;
        Ok(match results.first() {
            Some(r) => format!("*({result_ty}*)&{} = {call};", c_name(r)),
            None => format!("{call};"),
        })
    }

    /// Names up to a closing parenthesis, separated by commas.
    fn name_list(&mut self) -> Result<Vec<String>> {
        let mut names = Vec::new();
        while !self.eat(")") {
            if !names.is_empty() {
                self.expect(",")?;
            }
            names.push(self.next()?.to_string());
        }
        Ok(names)
    }

    /// An instruction passed on as one inline PTX statement.
    fn inline_statement(
        &self,
        k: &mut Kernel,
        opcode: &str,
        operands: &[Operand],
    ) -> Result<String> {
        let opcode = modern_opcode(opcode);
        let mut b = AsmBuilder {
            word_bits: instruction_bits(&opcode),
            ..AsmBuilder::default()
        };
        // The first operand is the result, unless it is an address (`st`, `red`).
        let mut texts = Vec::new();
        for (i, op) in operands.iter().enumerate() {
            let written = i == 0 && !matches!(op, Operand::Address(_));
            texts.push(self.operand_text(k, &mut b, op, written)?);
        }
        let mut text = String::new();
        let preds: Vec<String> = (0..b.preds.len()).map(|i| format!("__ptx_p{i}")).collect();
        if !preds.is_empty() {
            let _ = write!(text, "{{ .reg .pred {}; ", preds.join(", "));
        }
        for (i, (operand, _)) in b.preds.iter().enumerate() {
            let _ = write!(text, "setp.ne.u32 __ptx_p{i}, %{operand}, 0; ");
        }
        text.push_str(&opcode);
        if !texts.is_empty() {
            let _ = write!(text, " {}", texts.join(", "));
        }
        text.push(';');
        for (i, (operand, written)) in b.preds.iter().enumerate() {
            if *written {
                let _ = write!(text, " selp.u32 %{operand}, 1, 0, __ptx_p{i};");
            }
        }
        if !preds.is_empty() {
            text.push_str(" }");
        }
        let (mut outs, mut ins) = (Vec::new(), Vec::new());
        for o in &b.operands {
            let item = format!(
                "\"{}{}\"({})",
                if o.written { "+" } else { "" },
                o.constraint,
                o.expr
            );
            match o.written {
                true => outs.push(item),
                false => ins.push(item),
            }
        }
        // The memory clobber keeps the statement in order with every other one that reads or
        // writes memory, as the PTX's order of instructions has it.
        Ok(format!(
            "asm volatile(\"{}\" : {} : {} : \"memory\");",
            b.renumber(&text),
            outs.join(", "),
            ins.join(", ")
        ))
    }

    fn operand_text(
        &self,
        k: &mut Kernel,
        b: &mut AsmBuilder,
        op: &Operand,
        written: bool,
    ) -> Result<String> {
        Ok(match op {
            Operand::Plain(p) => p.clone(),
            Operand::Name(n) => self.name_text(k, b, n, written)?,
            Operand::Address(parts) => {
                let mut s = String::from("[");
                // Addresses are 64-bit whatever the instruction's size.
                let word_bits = std::mem::replace(&mut b.word_bits, 64);
                for p in parts {
                    s.push_str(&self.operand_text(k, b, p, false)?);
                }
                b.word_bits = word_bits;
                s.push(']');
                s
            }
            Operand::Vector(parts) => {
                let texts = parts
                    .iter()
                    .map(|p| self.operand_text(k, b, p, written))
                    .collect::<Result<Vec<_>>>()?;
                format!("{{{}}}", texts.join(", "))
            }
            Operand::Pair(a, c) => format!(
                "{}|{}",
                self.operand_text(k, b, a, written)?,
                self.operand_text(k, b, c, written)?
            ),
        })
    }

    /// A name in an instruction: a register (an operand of the statement), a variable (its
    /// address in its state space, or the generic one in `generic(...)`), a special register
    /// (`%tid.x`, passed on), or a label or other word (passed on).
    fn name_text(
        &self,
        k: &mut Kernel,
        b: &mut AsmBuilder,
        n: &str,
        written: bool,
    ) -> Result<String> {
        if let Some(reg) = k.regs.get(n) {
            let expr = c_name(n);
            return Ok(match reg.pred {
                true => b.pred(&expr, written),
                false => b.operand(&expr, reg.constraint, written),
            });
        }
        let (generic, var_name) = match n.strip_prefix("generic(").and_then(|r| r.strip_suffix(')'))
        {
            Some(inner) => (true, inner),
            None => (false, n),
        };
        if let Some(var) = k.locals.get(var_name).or(self.module_vars.get(var_name)) {
            let c = c_name(var_name);
            let expr = match (generic, var.space) {
                (true, _) | (false, "global") => format!("(unsigned long long)&{c}"),
                (false, space) => k.space_address(&c, space),
            };
            // An address moved into a 32-bit register (`mov.u32 %r1, tile;`, shared memory's
            // addresses fitting in 32 bits) is an operand of that size.
            return Ok(match b.word_bits {
                32 => b.operand(&format!("(unsigned)({expr})"), 'r', false),
                _ => b.operand(&expr, 'l', false),
            });
        }
        if k.params.contains(n) {
            return self.error(format!(
                "parameter '{n}' used other than by 'ld.param' is not supported"
            ));
        }
        // Special registers (`%tid.x`), written `%%` in inline PTX with operands.
        Ok(match n.strip_prefix('%') {
            Some(rest) => format!("%%{rest}"),
            None => n.to_string(),
        })
    }
}

/// One operand of an inline PTX statement being built.
struct AsmOperand {
    expr: String,
    constraint: char,
    written: bool,
}

/// The operands and predicate conversions of one inline PTX statement. Operands are numbered
/// as they are first met (`%<n>` markers in the text) and renumbered at the end, outputs first.
#[derive(Default)]
struct AsmBuilder {
    /// The size of the instruction's operands (its last type), which an address operand
    /// takes.
    word_bits: u64,
    operands: Vec<AsmOperand>,
    /// Each predicate register's operand (by its marker) and whether the statement writes it.
    preds: Vec<(String, bool)>,
}

impl AsmBuilder {
    /// The marker of `expr` as an operand (one operand per expression, written if any use
    /// writes it).
    fn operand(&mut self, expr: &str, constraint: char, written: bool) -> String {
        let i = match self.operands.iter().position(|o| o.expr == expr) {
            Some(i) => i,
            None => {
                self.operands.push(AsmOperand {
                    expr: expr.to_string(),
                    constraint,
                    written: false,
                });
                self.operands.len() - 1
            }
        };
        self.operands[i].written |= written;
        format!("<{i}>")
    }

    /// The `.pred` register standing for the predicate held in `expr`.
    fn pred(&mut self, expr: &str, written: bool) -> String {
        let marker = self.operand(expr, 'r', written);
        let i = match self.preds.iter().position(|(m, _)| *m == marker) {
            Some(i) => i,
            None => {
                self.preds.push((marker, false));
                self.preds.len() - 1
            }
        };
        self.preds[i].1 |= written;
        format!("__ptx_p{i}")
    }

    /// `text` with each marker `<i>` (written as `%<i>`) replaced by the operand's number:
    /// outputs first, in order, then inputs.
    fn renumber(&self, text: &str) -> String {
        let mut order: Vec<usize> = (0..self.operands.len())
            .filter(|&i| self.operands[i].written)
            .collect();
        order.extend((0..self.operands.len()).filter(|&i| !self.operands[i].written));
        let mut number = vec![0; self.operands.len()];
        for (n, &i) in order.iter().enumerate() {
            number[i] = n;
        }
        let mut out = String::new();
        let mut rest = text;
        while let Some(start) = rest.find('<') {
            let Some(len) = rest[start + 1..].find('>') else {
                break;
            };
            let Ok(i) = rest[start + 1..start + 1 + len].parse::<usize>() else {
                out.push_str(&rest[..=start]);
                rest = &rest[start + 1..];
                continue;
            };
            out.push_str(&rest[..start]);
            if !out.ends_with('%') {
                out.push('%');
            }
            let _ = write!(out, "{}", number[i]);
            rest = &rest[start + 2 + len..];
        }
        out.push_str(rest);
        out
    }
}

/// The names of PTX's instructions (an opcode's first word), sorted: an instruction of
/// another name is reported when the module is translated, as the GPU's assembler reports it
/// when the module is loaded.
const INSTRUCTIONS: &[&str] = &[
    "abs",
    "activemask",
    "add",
    "addc",
    "alloca",
    "and",
    "applypriority",
    "atom",
    "bar",
    "barrier",
    "bfe",
    "bfi",
    "bfind",
    "bmsk",
    "bra",
    "brev",
    "brkpt",
    "brx",
    "call",
    "clusterlaunchcontrol",
    "clz",
    "cnot",
    "copysign",
    "cos",
    "cp",
    "createpolicy",
    "cvt",
    "cvta",
    "discard",
    "div",
    "dp2a",
    "dp4a",
    "elect",
    "ex2",
    "exit",
    "fence",
    "fma",
    "fns",
    "getctarank",
    "griddepcontrol",
    "isspacep",
    "istypeof",
    "ld",
    "ldmatrix",
    "ldu",
    "lg2",
    "lop3",
    "mad",
    "mad24",
    "madc",
    "mapa",
    "match",
    "max",
    "mbarrier",
    "membar",
    "min",
    "mma",
    "mov",
    "movmatrix",
    "mul",
    "mul24",
    "multimem",
    "nanosleep",
    "neg",
    "not",
    "or",
    "pmevent",
    "popc",
    "prefetch",
    "prefetchu",
    "prmt",
    "rcp",
    "red",
    "redux",
    "rem",
    "ret",
    "rsqrt",
    "sad",
    "selp",
    "set",
    "setmaxnreg",
    "setp",
    "shf",
    "shfl",
    "shl",
    "shr",
    "sin",
    "slct",
    "sqrt",
    "st",
    "stackrestore",
    "stacksave",
    "stmatrix",
    "sub",
    "subc",
    "suld",
    "suq",
    "sured",
    "sust",
    "szext",
    "tanh",
    "tcgen05",
    "tensormap",
    "testp",
    "tex",
    "tld4",
    "trap",
    "txq",
    "vabsdiff",
    "vabsdiff2",
    "vabsdiff4",
    "vadd",
    "vadd2",
    "vadd4",
    "vavrg2",
    "vavrg4",
    "vmad",
    "vmax",
    "vmax2",
    "vmax4",
    "vmin",
    "vmin2",
    "vmin4",
    "vote",
    "vset",
    "vset2",
    "vset4",
    "vshl",
    "vshr",
    "vsub",
    "vsub2",
    "vsub4",
    "wgmma",
    "wmma",
    "xor",
];

/// `opcode` as PTX for the GPUs of today accepts it: a float `mad` of the first GPUs' PTX,
/// written without a rounding modifier, is `mad.rn` (which it means on every GPU since).
fn modern_opcode(opcode: &str) -> String {
    let parts: Vec<&str> = opcode.split('.').collect();
    let rounded = parts
        .iter()
        .any(|m| matches!(*m, "rn" | "rz" | "rm" | "rp"));
    match parts.as_slice() {
        ["mad", rest @ ..] if !rounded && rest.iter().any(|m| matches!(*m, "f32" | "f64")) => {
            format!("mad.rn.{}", rest.join("."))
        }
        _ => opcode.to_string(),
    }
}

/// The size in bits of `opcode`'s last type (`mov.u32`: 32), 64 where it names none.
fn instruction_bits(opcode: &str) -> u64 {
    opcode
        .rsplit('.')
        .find_map(type_size)
        .map_or(64, |bytes| bytes * 8)
}

fn parse_int(t: &str) -> Option<i64> {
    let t = t.trim_end_matches(['U', 'u']);
    if let Some(h) = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        return u64::from_str_radix(h, 16).ok().map(|v| v as i64);
    }
    if t.len() > 1 && t.starts_with('0') && t.bytes().all(|b| b.is_ascii_digit()) {
        return u64::from_str_radix(&t[1..], 8).ok().map(|v| v as i64);
    }
    t.parse::<i64>().ok()
}

/// The bits of the literal `t` (negated where `negative`) as an element of type `ty`: integers,
/// floats written as bits (`0f3F800000`, `0d...`) or in decimal.
fn literal_bits(t: &str, ty: &str, negative: bool) -> Option<u64> {
    let size = type_size(ty)?;
    let mask = if size == 8 {
        u64::MAX
    } else {
        (1u64 << (size * 8)) - 1
    };
    if let Some(h) = t.strip_prefix("0f").or_else(|| t.strip_prefix("0F")) {
        let bits = u32::from_str_radix(h, 16).ok()?;
        return Some(u64::from(if negative { bits ^ 0x8000_0000 } else { bits }));
    }
    if let Some(h) = t.strip_prefix("0d").or_else(|| t.strip_prefix("0D")) {
        let bits = u64::from_str_radix(h, 16).ok()?;
        return Some(if negative { bits ^ (1 << 63) } else { bits });
    }
    if ty.starts_with('f') {
        let v: f64 = t.parse().ok()?;
        let v = if negative { -v } else { v };
        return Some(match ty {
            "f32" => u64::from((v as f32).to_bits()),
            _ => v.to_bits(),
        });
    }
    let v = parse_int(t)?;
    Some((if negative { v.wrapping_neg() } else { v }) as u64 & mask)
}

#[cfg(test)]
mod tests {
    use super::*;

    const VECADD: &str = r#"
//
// Generated by a compiler
//
.version 8.4
.target sm_52
.address_size 64

	// .globl	_Z6vecAddPKfS0_Pfi
.visible .entry _Z6vecAddPKfS0_Pfi(
	.param .u64 _Z6vecAddPKfS0_Pfi_param_0,
	.param .u64 _Z6vecAddPKfS0_Pfi_param_1,
	.param .u64 _Z6vecAddPKfS0_Pfi_param_2,
	.param .u32 _Z6vecAddPKfS0_Pfi_param_3
)
{
	.reg .pred 	%p<2>;
	.reg .b32 	%r<6>;
	.reg .f32 	%f<4>;
	.reg .b64 	%rd<11>;

	ld.param.u64 	%rd1, [_Z6vecAddPKfS0_Pfi_param_0];
	ld.param.u32 	%r2, [_Z6vecAddPKfS0_Pfi_param_3];
	mov.u32 	%r3, %ctaid.x;
	mad.lo.s32 	%r1, %r3, %r4, %r5;
	setp.ge.s32 	%p1, %r1, %r2;
	@%p1 bra 	$L__BB0_2;
	add.f32 	%f3, %f3, %f1;
	st.global.f32 	[%rd10+4], %f3;
$L__BB0_2:
	ret;
}
"#;

    #[test]
    fn instruction_names_are_sorted() {
        assert!(INSTRUCTIONS.windows(2).all(|w| w[0] < w[1]));
    }

    #[test]
    fn recognizes_ptx() {
        assert!(is_ptx(VECADD.as_bytes()));
        assert!(is_ptx(b"/* c */ .version 7.0\n"));
        assert!(!is_ptx(b"ferrocuda image"));
        assert!(!is_ptx(b""));
    }

    #[test]
    fn translates_a_kernel() {
        let c = to_cuda(&[("k.ptx", VECADD)]).unwrap();
        assert!(c.contains(
            "extern \"C\" __global__ void _Z6vecAddPKfS0_Pfi(unsigned long long _Z6vecAddPKfS0_Pfi_param_0"
        ));
        assert!(c.contains("unsigned __ptx_P_r2 = 0;"));
        assert!(
            c.contains("__ptx_P_r2 = *(const unsigned*)((char*)&_Z6vecAddPKfS0_Pfi_param_3 + 0);")
        );
        assert!(c.contains(
            "asm volatile(\"mov.u32 %0, %%ctaid.x;\" : \"+r\"(__ptx_P_r3) :  : \"memory\");"
        ));
        assert!(c.contains("if (__ptx_P_p1) goto __ptx_D_L__BB0_2;"));
        assert!(c.contains(
            "asm volatile(\"{ .reg .pred __ptx_p0; setp.ne.u32 __ptx_p0, %0, 0; setp.ge.s32 __ptx_p0, %1, %2; selp.u32 %0, 1, 0, __ptx_p0; }\""
        ));
        assert!(c.contains("asm volatile(\"add.f32 %0, %0, %1;\" : \"+f\"(__ptx_P_f3) : \"f\"(__ptx_P_f1) : \"memory\");"));
        assert!(c.contains("asm volatile(\"st.global.f32 [%0+4], %1;\" :  : \"l\"(__ptx_P_rd10), \"f\"(__ptx_P_f3) : \"memory\");"));
        assert!(c.contains("#line 30 \"k.ptx\"\n__ptx_D_L__BB0_2: ;"));
    }

    #[test]
    fn reports_what_it_does_not_translate() {
        let e = to_cuda(&[("k", ".version 8.0\n.address_size 32\n")]).unwrap_err();
        assert_eq!(e.line, 2);
        let e =
            to_cuda(&[("k", ".entry k()\n{\n.reg .u32 %r<2>;\ncall f, (%r1);\n}\n")]).unwrap_err();
        assert_eq!(
            (e.line, e.message.as_str()),
            (4, "call of 'f', which the module does not declare")
        );
        let e = to_cuda(&[(
            "k",
            ".func f(.param .b32 a)\n{\nret;\n}\n.entry k()\n{\n.param .b32 p;\ncall f, ();\n}\n",
        )])
        .unwrap_err();
        assert_eq!(e.line, 8);
        assert!(
            e.message.contains("called with 0 arguments"),
            "{}",
            e.message
        );
        for bad in [
            ".entry k(",
            ".entry k() { .reg .u32 %r<99999999>; }",
            ".entry k() { @%r1 bra L; }",
            ".global .u32 x = {",
            "/* open",
            ".entry k() { ld.param.u32 %r1, [p]; }",
            ".global .u32 big[4294967296][4294967296];",
            ".entry k(.param .b8 p[4294967296][4294967296]) { ret; }",
            "\u{1}",
        ] {
            assert!(to_cuda(&[("k", bad)]).is_err(), "{bad}");
        }
    }

    #[test]
    fn runtime_functions_are_called_by_their_cuda_names_unless_the_module_defines_them() {
        let call = "{\n.param .b64 a;\nst.param.b64 [a+0], 0;\n.param .b64 b;\nst.param.b64 [b+0], 0;\ncall.uni free, (a, b);\n}\nret;\n}\n";
        let e = to_cuda(&[("k", ".extern .func vprintf (.param .b64 f);\n")]).unwrap_err();
        assert_eq!(
            (e.line, e.message.as_str()),
            (1, "'vprintf' takes 2 arguments")
        );
        let own = format!(
            ".func free (.param .b64 p, .param .b64 n)\n{{\nret;\n}}\n.entry k()\n{{\n{call}"
        );
        let c = to_cuda(&[("k", &own)]).unwrap();
        assert!(
            c.contains("free(*(const __ptx_bytes_8_8*)&a, *(const __ptx_bytes_8_8*)&b);"),
            "{c}"
        );
        let e = to_cuda(&[(
            "k",
            &format!(".extern .func free (.param .b64 p);\n.entry k()\n{{\n{call}"),
        )])
        .unwrap_err();
        assert!(
            e.message.contains("called with 2 arguments"),
            "{}",
            e.message
        );
    }

    #[test]
    fn truncated_or_damaged_modules_are_errors_not_panics() {
        let chars: Vec<char> = VECADD.chars().collect();
        for end in 0..chars.len() {
            let prefix: String = chars[..end].iter().collect();
            let _ = to_cuda(&[("k", &prefix)]);
            let damaged: String = chars
                .iter()
                .enumerate()
                .map(|(i, &c)| if i == end { '{' } else { c })
                .collect();
            let _ = to_cuda(&[("k", &damaged)]);
        }
    }

    #[test]
    fn module_variables_keep_names_sizes_and_bits() {
        let c = to_cuda(&[("k", ".global .align 4 .f32 scale = 0f3FC00000;\n.const .align 4 .b8 table[4] = {1, 2, 3, 4};\n.shared .align 4 .b8 tile[1024];\n.extern .shared .align 16 .b8 dyn[];\n.global .s32 neg[2] = {-1, 2};\n")])
        .unwrap();
        assert!(c.contains("__device__ __align__(4) unsigned scale = {1069547520ull};"));
        assert!(c.contains(
            "__constant__ __align__(4) unsigned char table[4] = {1ull, 2ull, 3ull, 4ull};"
        ));
        assert!(c.contains("__shared__ __align__(4) unsigned char tile[1024];"));
        assert!(c.contains("extern __shared__ __align__(16) unsigned char dyn[];"));
        assert!(c.contains("unsigned neg[2] = {4294967295ull, 2ull};"));
    }
}
