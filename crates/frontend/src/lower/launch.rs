//! Kernel launches in device code (dynamic parallelism): `kernel<<<grid, block, shared,
//! stream>>>(args)`.
//!
//! The configuration is evaluated first and set aside in the function's context; the callee is
//! then resolved as any call is (overloads, template arguments deduced from the arguments), and
//! the call of a `__global__` function takes the configuration and becomes an
//! [`Inst::Launch`] instead of a call. A `__global__` function called without one is an error,
//! and so is a configuration nothing takes (the callee was not a kernel).

use super::expr::Val;
use super::stmt::FnCtx;
use super::*;
use ferrocuda_ir::{DeviceLaunch, FuncId, Inst, Type as IrType};

/// A launch configuration, evaluated.
#[derive(Clone, Copy, Debug)]
pub(super) struct LaunchConfig {
    grid: [Var; 3],
    block: [Var; 3],
    shared: Var,
    stream: Var,
}

impl Lowerer<'_> {
    pub(super) fn launch(
        &mut self,
        fx: &mut FnCtx,
        kernel: &Expr,
        config: &[Expr],
        args: &[Expr],
        loc: Loc,
    ) -> LResult<Val> {
        if !(2..=4).contains(&config.len()) {
            return self.error(
                loc,
                format!(
                    "a kernel launch takes 2 to 4 configuration arguments (grid, block, shared \
                     memory bytes, stream), {} given",
                    config.len()
                ),
            );
        }
        let grid = self.launch_dims(fx, &config[0])?;
        let block = self.launch_dims(fx, &config[1])?;
        let shared = match config.get(2) {
            Some(e) => self.launch_scalar(fx, e, &ULONG)?,
            None => fx.b.iconst(IrType::I64, 0),
        };
        let stream = match config.get(3) {
            Some(e) => self.launch_scalar(fx, e, &Ty::ptr_to(Ty::Void))?,
            None => fx.b.iconst(IrType::Ptr, 0),
        };
        let outer = fx.launch.replace(LaunchConfig {
            grid,
            block,
            shared,
            stream,
        });
        let called = self.call(fx, kernel, args, loc);
        let unused = std::mem::replace(&mut fx.launch, outer);
        called?;
        if unused.is_some() {
            return self.error(
                loc,
                "only a __global__ function can be launched with '<<<...>>>'",
            );
        }
        if !self.relocatable {
            // The device runtime is linked with the program's device code, which needs it
            // relocatable.
            return self.error(
                kernel.loc,
                "kernel launch from __device__ or __global__ functions requires separate \
                 compilation mode",
            );
        }
        Ok(Val::Void)
    }

    /// A `dim3` argument: a `dim3` (or any class with `x`, `y` and `z`), or a number for `x`.
    fn launch_dims(&mut self, fx: &mut FnCtx, e: &Expr) -> LResult<[Var; 3]> {
        let v = self.expr(fx, e)?;
        if let Val::L(addr, Ty::Struct(sid)) = &v {
            let fields = ["x", "y", "z"].map(|n| self.structs[sid.0 as usize].field(n).cloned());
            if let [Some(x), Some(y), Some(z)] = fields {
                let mut dims = [*addr; 3];
                for (d, f) in dims.iter_mut().zip([x, y, z]) {
                    let place = self.field_place(fx, *addr, f);
                    let (r, t) = self.rvalue(fx, place, e.loc)?;
                    *d = self.convert(fx, r, &t, &UINT, e.loc)?;
                }
                return Ok(dims);
            }
        }
        let (r, t) = self.rvalue(fx, v, e.loc)?;
        let x = self.convert(fx, r, &t, &UINT, e.loc)?;
        let one = fx.b.iconst(IrType::I32, 1);
        Ok([x, one, one])
    }

    fn launch_scalar(&mut self, fx: &mut FnCtx, e: &Expr, to: &Ty) -> LResult<Var> {
        let v = self.expr(fx, e)?;
        let (r, t) = self.rvalue(fx, v, e.loc)?;
        self.convert(fx, r, &t, to, e.loc)
    }

    /// The configuration the enclosing launch expression set aside, for the call of a
    /// `__global__` function; an error if there is none (a kernel called as a function).
    pub(super) fn take_launch_config(&mut self, fx: &mut FnCtx, loc: Loc) -> LResult<LaunchConfig> {
        match fx.launch.take() {
            Some(c) => Ok(c),
            None => self.error(loc, "a __global__ function call must be configured"),
        }
    }

    pub(super) fn emit_launch(
        &mut self,
        fx: &mut FnCtx,
        config: LaunchConfig,
        kernel: FuncId,
        args: Vec<Var>,
    ) -> Val {
        fx.b.push(Inst::Launch(Box::new(DeviceLaunch {
            kernel,
            grid: config.grid,
            block: config.block,
            shared: config.shared,
            stream: config.stream,
            args,
        })));
        Val::Void
    }
}
