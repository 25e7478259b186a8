//! The textual form of the IR, for tests and `--dump-ir`.

use crate::*;
use std::fmt::{self, Display, Formatter};

impl Display for Type {
    fn fmt(&self, f: &mut Formatter) -> fmt::Result {
        let s = match self {
            Type::Bool => "bool",
            Type::I8 => "i8",
            Type::I16 => "i16",
            Type::I32 => "i32",
            Type::I64 => "i64",
            Type::I128 => "i128",
            Type::F32 => "f32",
            Type::F64 => "f64",
            Type::Ptr => "ptr",
        };
        f.write_str(s)
    }
}

impl Display for Var {
    fn fmt(&self, f: &mut Formatter) -> fmt::Result {
        write!(f, "v{}", self.0)
    }
}

impl Display for BlockId {
    fn fmt(&self, f: &mut Formatter) -> fmt::Result {
        write!(f, "b{}", self.0)
    }
}

fn lower(s: String) -> String {
    s.to_lowercase()
}

fn list(vs: &[Var]) -> String {
    vs.iter()
        .map(|v| v.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

impl Function {
    fn write_inst(&self, f: &mut Formatter, inst: &Inst) -> fmt::Result {
        use Inst::*;
        if let Some(d) = inst.dst() {
            write!(f, "{d}:{} = ", self.var_type(d))?;
        }
        match inst {
            IConst { value, .. } => write!(f, "iconst {value}"),
            FConst { value, .. } => write!(f, "fconst {value:?}"),
            Copy { src, .. } => write!(f, "copy {src}"),
            Unary { op, a, .. } => write!(f, "{} {a}", lower(format!("{op:?}"))),
            Binary { op, a, b, .. } => write!(f, "{} {a}, {b}", lower(format!("{op:?}"))),
            Cmp { op, a, b, .. } => write!(f, "cmp.{} {a}, {b}", lower(format!("{op:?}"))),
            Cast { op, a, .. } => write!(f, "{} {a}", lower(format!("{op:?}"))),
            Select { cond, a, b, .. } => write!(f, "select {cond}, {a}, {b}"),
            Load {
                addr,
                volatile: false,
                ..
            } => write!(f, "load {addr}"),
            Load { addr, .. } => write!(f, "load.volatile {addr}"),
            Store {
                addr,
                value,
                volatile: false,
            } => write!(f, "store {addr}, {value}"),
            Store { addr, value, .. } => write!(f, "store.volatile {addr}, {value}"),
            Local { size, align, .. } => write!(f, "local {size}, align {align}"),
            GlobalAddr { global, .. } => write!(f, "global_addr g{}", global.0),
            Special { reg, .. } => write!(f, "special {}", lower(format!("{reg:?}"))),
            Call { func, args, .. } => write!(f, "call f{}({})", func.0, list(args)),
            Intrinsic { name, args, .. } => write!(f, "intrinsic \"{name}\"({})", list(args)),
            Atomic {
                op,
                addr,
                value,
                scope,
                ..
            } => write!(
                f,
                "atomic.{}{} {addr}, {value}",
                lower(format!("{op:?}")),
                scope_suffix(*scope)
            ),
            AtomicCas {
                addr,
                expected,
                new,
                scope,
                ..
            } => write!(
                f,
                "atomic_cas{} {addr}, {expected}, {new}",
                scope_suffix(*scope)
            ),
            Sync { op, args, .. } => write!(f, "sync.{}({})", lower(format!("{op:?}")), list(args)),
            MemCopy {
                dst,
                src,
                size,
                align,
            } => write!(f, "memcopy {dst}, {src}, {size}, align {align}"),
            Fence => write!(f, "fence"),
            Trap { message } => write!(f, "trap {message}"),
            InlineAsm(asm) => {
                let operands: Vec<String> = asm
                    .operands
                    .iter()
                    .map(|op| match op {
                        crate::AsmOperand::Out { addr, ty } => format!("out {ty:?} {addr}"),
                        crate::AsmOperand::InOut { addr, ty } => format!("inout {ty:?} {addr}"),
                        crate::AsmOperand::In(v) => format!("in {v}"),
                        crate::AsmOperand::Imm(value) => format!("imm {value}"),
                    })
                    .collect();
                write!(f, "asm {:?}({})", asm.text, operands.join(", "))
            }
            Launch(l) => write!(
                f,
                "launch f{}<<<{}; {}; {}, {}>>>({})",
                l.kernel.0,
                list(&l.grid),
                list(&l.block),
                l.shared,
                l.stream,
                list(&l.args)
            ),
        }
    }
}

impl Display for Function {
    fn fmt(&self, f: &mut Formatter) -> fmt::Result {
        let kind = match self.kind {
            FunctionKind::Kernel => "kernel",
            FunctionKind::Device => "device",
        };
        let params: Vec<String> = self
            .params
            .iter()
            .enumerate()
            .map(|(i, p)| match p {
                ParamKind::Scalar(t) => format!("v{i}:{t}"),
                ParamKind::Aggregate { size, align } => format!("v{i}:byval({size}, {align})"),
            })
            .collect();
        write!(f, "{kind} {}({})", self.name, params.join(", "))?;
        if let Some(r) = self.ret {
            write!(f, " -> {r}")?;
        }
        if let Some(symbol) = &self.symbol {
            write!(f, " symbol {symbol}")?;
        }
        writeln!(f, " {{")?;
        for (i, b) in self.blocks.iter().enumerate() {
            writeln!(f, "b{i}:")?;
            for inst in &b.insts {
                f.write_str("    ")?;
                self.write_inst(f, inst)?;
                writeln!(f)?;
            }
            match &b.term {
                Terminator::Jump(t) => writeln!(f, "    jump {t}")?,
                Terminator::Branch {
                    cond,
                    then_block,
                    else_block,
                } => writeln!(f, "    branch {cond}, {then_block}, {else_block}")?,
                Terminator::Return(Some(v)) => writeln!(f, "    return {v}")?,
                Terminator::Return(None) => writeln!(f, "    return")?,
                Terminator::Exit => writeln!(f, "    exit")?,
                Terminator::Unreachable => writeln!(f, "    unreachable")?,
            }
        }
        writeln!(f, "}}")
    }
}

impl Display for Module {
    fn fmt(&self, f: &mut Formatter) -> fmt::Result {
        if self.flush_denormals {
            writeln!(f, "flush denormals")?;
        }
        for (i, g) in self.globals.iter().enumerate() {
            writeln!(
                f,
                "g{i} = {} \"{}\" size {} align {} init {} bytes",
                lower(format!("{:?}", g.space)),
                g.name,
                g.size,
                g.align,
                g.init.len()
            )?;
            for r in &g.relocations {
                writeln!(
                    f,
                    "  at {} address g{} + {}",
                    r.offset, r.target.0, r.addend
                )?;
            }
        }
        let item = |i: &Item| match i {
            Item::Function(id) => format!("function \"{}\"", self.function(*id).name),
            Item::Global(id) => format!("g{}", id.0),
        };
        for (symbol, i) in &self.symbols.exports {
            writeln!(f, "export \"{symbol}\" = {}", item(i))?;
        }
        for (symbol, i) in &self.symbols.imports {
            writeln!(f, "import \"{symbol}\" = {}", item(i))?;
        }
        for func in &self.functions {
            writeln!(f, "{func}")?;
        }
        Ok(())
    }
}

/// How the text marks a scope other than the device's.
fn scope_suffix(scope: AtomicScope) -> &'static str {
    match scope {
        AtomicScope::Block => ".block",
        AtomicScope::Device => "",
        AtomicScope::System => ".system",
    }
}
