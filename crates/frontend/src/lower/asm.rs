//! Inline PTX statements: operands evaluated and converted to the register types their
//! constraints name; outputs go through temporaries of those types, stored back to the
//! operands after the statement.

use super::expr::Val;
use super::stmt::FnCtx;
use super::*;
use ferrocuda_ir::{AsmOperand as IrOperand, Inst, Type as IrType};

/// The register type a constraint letter names: PTX's `.u16`, `.u32`, `.u64`, `.f32`,
/// `.f64` registers (`h`, `r`, `l`, `f`, `d`).
fn register_type(letter: u8) -> Option<Ty> {
    Some(match letter {
        b'h' => Ty::int(2, false),
        b'r' => UINT,
        b'l' => ULONG,
        b'f' => Ty::Float,
        b'd' => DOUBLE,
        _ => return None,
    })
}

impl Lowerer<'_> {
    pub(super) fn inline_asm(&mut self, fx: &mut FnCtx, asm: &InlineAsm) -> LResult<()> {
        let mut operands = Vec::new();
        // Outputs: (the operand's place, its temporary, the register type).
        let mut write_back: Vec<(Val, Var, Ty, Loc)> = Vec::new();
        for op in &asm.outputs {
            let (read, letter) = match op.constraint.as_slice() {
                [b'=', l] => (false, *l),
                [b'+', l] => (true, *l),
                _ => return self.bad_constraint(op, "an output needs '=' or '+' and a register"),
            };
            let Some(reg) = register_type(letter) else {
                return self.bad_constraint(op, "unknown register class");
            };
            let place = self.expr(fx, &op.expr)?;
            if !matches!(place, Val::L(..) | Val::Bits { .. }) {
                return self.error(op.expr.loc, "an asm output must be an lvalue");
            }
            let slot = self.local_slot(fx, &reg);
            let ty = reg.ir().unwrap_or(IrType::I32);
            if read {
                let (v, from) = self.rvalue(fx, place.clone(), op.loc)?;
                let v = self.convert(fx, v, &from, &reg, op.loc)?;
                fx.b.store(slot, v);
                operands.push(IrOperand::InOut { addr: slot, ty });
            } else {
                operands.push(IrOperand::Out { addr: slot, ty });
            }
            write_back.push((place, slot, reg, op.loc));
        }
        for op in &asm.inputs {
            match op.constraint.as_slice() {
                [b'n'] => {
                    let env = fx.env.clone();
                    let Some(value) = self.const_eval(&op.expr, &env, fx.ns) else {
                        return self.error(op.expr.loc, "an 'n' operand must be a constant");
                    };
                    operands.push(IrOperand::Imm(value));
                }
                [letter] => {
                    let Some(reg) = register_type(*letter) else {
                        return self.bad_constraint(op, "unknown register class");
                    };
                    let v = self.expr(fx, &op.expr)?;
                    let (v, from) = self.rvalue(fx, v, op.loc)?;
                    operands.push(IrOperand::In(self.convert(fx, v, &from, &reg, op.loc)?));
                }
                _ => return self.bad_constraint(op, "an input takes one register class"),
            }
        }
        let loc = asm.loc;
        let file = self.file_names.get(loc.file.0 as usize);
        fx.b.push(Inst::InlineAsm(Box::new(ferrocuda_ir::InlineAsm {
            text: String::from_utf8_lossy(&asm.text).into_owned(),
            operands,
            volatile: asm.volatile,
            clobbers_memory: asm.clobbers.iter().any(|c| c == b"memory"),
            loc: format!("{}:{}:{}", file.map_or("", |f| f), loc.line, loc.col),
        })));
        for (place, slot, reg, loc) in write_back {
            let v = fx.b.load(reg.ir().unwrap_or(IrType::I32), slot);
            // As a cast would: an "l" register holds a pointer's bits.
            let to = place.ty().clone();
            let v = self.convert_explicit(fx, v, &reg, &to, loc)?;
            self.store_to(fx, &place, Val::R(v, to), loc)?;
        }
        Ok(())
    }

    fn bad_constraint(&mut self, op: &AsmOperand, why: &str) -> LResult<()> {
        let c = String::from_utf8_lossy(&op.constraint).into_owned();
        self.error(op.loc, format!("unsupported asm constraint \"{c}\": {why}"))
    }
}
