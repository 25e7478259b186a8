//! Copies and fills, 1D to 3D, synchronous and stream-ordered.
//!
//! Every copy is a *strided block*: `depth` slices of `height` rows of `width` bytes, each side
//! with its own row pitch and slice pitch; a plain copy is the 1×1 case. Validation happens when
//! the call is made (so errors are returned by the call), the bytes move when the stream gets to
//! the operation.
//!
//! Host synchronisation follows CUDA's documented behaviour:
//! - `cudaMemcpy*` returns once the copy is done, except device-to-device copies, which are
//!   merely issued; a completed blocking copy is a synchronisation point (device output is
//!   written, faults are reported).
//! - `cudaMemset*` is asynchronous unless it writes host-visible memory (pinned, registered or
//!   managed), where it waits.
//! - `cudaMemcpyAsync` from pageable host memory takes a copy of the source before returning
//!   (CUDA stages it), so the program may reuse its buffer at once; into pageable host memory it
//!   waits for the copy, which CUDA allows and which keeps programs that read the buffer without
//!   synchronising working as they do on a GPU.

use crate::abi::CudaError;
use crate::backend::{CopyDirection, Fill, MemoryKind};
use crate::context::{Context, Runtime};
use crate::error::CudaResult;
use crate::graph::NodeKind;
use crate::memory::Region;
use std::sync::Arc;

/// `cudaMemcpyKind` values.
pub const MEMCPY_HOST_TO_HOST: i32 = 0;
pub const MEMCPY_HOST_TO_DEVICE: i32 = 1;
pub const MEMCPY_DEVICE_TO_HOST: i32 = 2;
pub const MEMCPY_DEVICE_TO_DEVICE: i32 = 3;
pub const MEMCPY_DEFAULT: i32 = 4;

/// One side of a strided block: the address of its first byte and the distances between rows
/// and between slices.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pitched {
    pub ptr: u64,
    pub pitch: usize,
    pub slice: usize,
}

impl Pitched {
    /// A contiguous block starting at `ptr` laid out like `e`.
    pub fn packed(ptr: u64, e: &Extent) -> Pitched {
        Pitched {
            ptr,
            pitch: e.width,
            slice: e.width * e.height,
        }
    }

    /// Bytes from the first byte of the block to one past its last.
    fn span(&self, e: &Extent) -> Option<usize> {
        let rows = (e.depth - 1)
            .checked_mul(self.slice)?
            .checked_add((e.height - 1).checked_mul(self.pitch)?)?;
        rows.checked_add(e.width)
    }

    fn row(&self, y: usize, z: usize) -> u64 {
        self.ptr + (z * self.slice + y * self.pitch) as u64
    }
}

/// The shape of a block: `width` bytes per row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Extent {
    pub width: usize,
    pub height: usize,
    pub depth: usize,
}

impl Extent {
    pub fn linear(bytes: usize) -> Extent {
        Extent {
            width: bytes,
            height: 1,
            depth: 1,
        }
    }

    fn is_empty(&self) -> bool {
        self.width == 0 || self.height == 0 || self.depth == 0
    }

    fn bytes(&self) -> usize {
        self.width * self.height * self.depth
    }
}

/// A validated copy.
struct CopyPlan {
    dst: Pitched,
    src: Pitched,
    extent: Extent,
    dir: CopyDirection,
    src_region: Region,
    dst_region: Region,
}

/// Whether a call returns at once or once its work is done.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    /// `cudaMemcpy`, `cudaMemset` and friends: on the legacy stream, synchronous as CUDA says.
    Blocking,
    /// The `*Async` variants on a stream.
    Async(usize),
}

impl Context {
    /// Validates a copy request. `Ok(None)` means there is nothing to copy.
    fn plan_copy(
        &self,
        dst: Pitched,
        src: Pitched,
        extent: Extent,
        kind: i32,
    ) -> CudaResult<Option<CopyPlan>> {
        if !(MEMCPY_HOST_TO_HOST..=MEMCPY_DEFAULT).contains(&kind) {
            return Err(CudaError::InvalidMemcpyDirection);
        }
        if extent.height > 1 && (extent.width > dst.pitch || extent.width > src.pitch) {
            return Err(CudaError::InvalidPitchValue);
        }
        if extent.depth > 1
            && (dst.slice < dst.pitch * extent.height || src.slice < src.pitch * extent.height)
        {
            return Err(CudaError::InvalidPitchValue);
        }
        if extent.is_empty() {
            return Ok(None);
        }
        if dst.ptr == 0 || src.ptr == 0 {
            return Err(CudaError::InvalidValue);
        }
        let dst_span = dst.span(&extent).ok_or(CudaError::InvalidValue)?;
        let src_span = src.span(&extent).ok_or(CudaError::InvalidValue)?;
        let dst_region = self.classify(dst.ptr);
        let src_region = self.classify(src.ptr);
        let (src_dev, dst_dev) = match kind {
            MEMCPY_HOST_TO_HOST => (false, false),
            MEMCPY_HOST_TO_DEVICE => (false, true),
            MEMCPY_DEVICE_TO_HOST => (true, false),
            MEMCPY_DEVICE_TO_DEVICE => (true, true),
            _ => (src_region.is_device(), dst_region.is_device()),
        };
        // With unified addressing a pointer into a device allocation is device memory whatever
        // the kind says: CUDA copies it as such (measured: `cudaMemcpyHostToHost` from device
        // memory succeeds with the right data), where reading it as host memory would fault.
        let (src_dev, dst_dev) = (
            src_dev || src_region.is_device(),
            dst_dev || dst_region.is_device(),
        );
        // The device side must lie inside one allocation; host memory is the caller's word.
        let explicit = kind != MEMCPY_DEFAULT;
        if dst_dev || (explicit && dst_region != Region::Host) {
            self.device_range(dst.ptr, dst_span)?;
        }
        if src_dev || (explicit && src_region != Region::Host) {
            self.device_range(src.ptr, src_span)?;
        }
        let dir = match (src_dev, dst_dev) {
            (false, false) => CopyDirection::HostToHost,
            (false, true) => CopyDirection::HostToDevice,
            (true, false) => CopyDirection::DeviceToHost,
            (true, true) => CopyDirection::DeviceToDevice,
        };
        Ok(Some(CopyPlan {
            dst,
            src,
            extent,
            dir,
            src_region,
            dst_region,
        }))
    }

    /// Issues a validated copy and waits as `mode` requires.
    fn issue_copy(self: &Arc<Self>, rt: &Runtime, plan: CopyPlan, mode: Mode) -> CudaResult<()> {
        let stream = match mode {
            Mode::Blocking => self.streams.legacy().clone(),
            Mode::Async(h) => rt.stream_for_work(self, h)?,
        };
        let CopyPlan {
            dst,
            mut src,
            extent,
            dir,
            src_region,
            dst_region,
        } = plan;
        // Stage a pageable source now, so the caller may reuse its buffer when we return; not
        // in a graph, which reads the source each time it runs the copy.
        let mut staged: Option<Vec<u8>> = None;
        if matches!(mode, Mode::Async(_))
            && src_region.is_pageable()
            && stream.capturing().is_none()
        {
            let mut buf = vec![0u8; extent.bytes()];
            let packed = Pitched::packed(buf.as_mut_ptr() as u64, &extent);
            // SAFETY: the caller promised the source block is readable; `buf` holds exactly
            // one packed block.
            unsafe { copy_block(self, packed, src, &extent, CopyDirection::HostToHost) };
            src = Pitched::packed(buf.as_ptr() as u64, &extent);
            staged = Some(buf);
        }
        let ctx = self.clone();
        let work = move || {
            let _keep = &staged;
            if !ctx.faults.has_fault() {
                // SAFETY: validated when issued; the program keeps both sides alive until the
                // copy is done, as CUDA requires.
                unsafe { copy_block(&ctx, dst, src, &extent, dir) };
            }
        };
        match mode {
            Mode::Blocking if dir != CopyDirection::DeviceToDevice => {
                self.streams.enqueue_and_wait(&stream, work);
                self.wait_device();
                self.sync_point()
            }
            Mode::Async(_) if dst_region.is_pageable() => {
                self.streams.enqueue_and_wait(&stream, work);
                stream.mark_captured(NodeKind::Memcpy);
                self.wait_device();
                self.faults.observe()
            }
            // Only issued on a device that does not complete it on the spot.
            _ if dir == CopyDirection::DeviceToDevice => {
                self.issue(&stream, work);
                stream.mark_captured(NodeKind::Memcpy);
                Ok(())
            }
            _ => {
                self.streams.enqueue(&stream, vec![], work);
                stream.mark_captured(NodeKind::Memcpy);
                Ok(())
            }
        }
    }

    fn issue_memset(
        self: &Arc<Self>,
        rt: &Runtime,
        dst: Pitched,
        extent: Extent,
        fill: Fill,
        mode: Mode,
    ) -> CudaResult<()> {
        // A row wider than the pitch is an invalid value here, not a pitch (measured).
        if extent.height > 1 && extent.width > dst.pitch {
            return Err(CudaError::InvalidValue);
        }
        if extent.is_empty() {
            return Ok(());
        }
        let span = dst.span(&extent).ok_or(CudaError::InvalidValue)?;
        let region = self.device_range(dst.ptr, span)?;
        let stream = match mode {
            Mode::Blocking => self.streams.legacy().clone(),
            Mode::Async(h) => rt.stream_for_work(self, h)?,
        };
        let ctx = self.clone();
        let work = move || {
            if ctx.faults.has_fault() {
                return;
            }
            for z in 0..extent.depth {
                for y in 0..extent.height {
                    // SAFETY: the block was validated against a live allocation.
                    unsafe { ctx.backend.memset(dst.row(y, z), fill, extent.width) };
                }
            }
        };
        let host_visible = match region {
            Region::Alloc { alloc, .. } => alloc.kind != MemoryKind::Device,
            Region::Registered { .. } => true,
            _ => false,
        };
        if mode == Mode::Blocking && host_visible {
            self.streams.enqueue_and_wait(&stream, work);
            self.wait_device();
            return self.faults.observe();
        }
        self.issue(&stream, work);
        stream.mark_captured(NodeKind::Memset);
        Ok(())
    }
}

/// Moves a strided block, row by row (one call when both sides are contiguous).
///
/// # Safety
/// Both blocks must be valid for the extent on their side.
pub(crate) unsafe fn copy_block(
    ctx: &Context,
    dst: Pitched,
    src: Pitched,
    e: &Extent,
    dir: CopyDirection,
) {
    let contiguous = |p: &Pitched| {
        (e.height == 1 || p.pitch == e.width) && (e.depth == 1 || p.slice == e.width * e.height)
    };
    if contiguous(&dst) && contiguous(&src) {
        // SAFETY: forwarded from the caller.
        unsafe { ctx.backend.copy(dst.ptr, src.ptr, e.bytes(), dir) };
        return;
    }
    for z in 0..e.depth {
        for y in 0..e.height {
            // SAFETY: forwarded from the caller; each row lies inside its block.
            unsafe { ctx.backend.copy(dst.row(y, z), src.row(y, z), e.width, dir) };
        }
    }
}

impl Runtime {
    /// `cudaMemcpy`.
    ///
    /// # Safety
    /// Host-side pointers must be valid for `count` bytes (device sides are checked).
    pub unsafe fn memcpy(&self, dst: u64, src: u64, count: usize, kind: i32) -> CudaResult<()> {
        let e = Extent::linear(count);
        // A kind there is not is refused before a sticky fault is reported, and nothing to copy
        // succeeds whatever the kind says (both measured).
        if count != 0 && !(MEMCPY_HOST_TO_HOST..=MEMCPY_DEFAULT).contains(&kind) {
            return self.call_no_context(|| Err(CudaError::InvalidMemcpyDirection));
        }
        self.call(|ctx| {
            if count == 0 {
                return Ok(());
            }
            match ctx.plan_copy(Pitched::packed(dst, &e), Pitched::packed(src, &e), e, kind)? {
                Some(plan) => ctx.issue_copy(self, plan, Mode::Blocking),
                None => Ok(()),
            }
        })
    }

    /// `cudaMemcpyAsync`.
    ///
    /// # Safety
    /// As [`Runtime::memcpy`]; the memory must stay valid until the copy is done.
    pub unsafe fn memcpy_async(
        &self,
        dst: u64,
        src: u64,
        count: usize,
        kind: i32,
        stream: usize,
    ) -> CudaResult<()> {
        let e = Extent::linear(count);
        self.call(|ctx| {
            match ctx.plan_copy(Pitched::packed(dst, &e), Pitched::packed(src, &e), e, kind)? {
                Some(plan) => ctx.issue_copy(self, plan, Mode::Async(stream)),
                None => Ok(()),
            }
        })
    }

    /// `cudaMemcpy2D` / `cudaMemcpy2DAsync` (`stream` `None` for the blocking form).
    ///
    /// # Safety
    /// As [`Runtime::memcpy`], for `height` rows of `width` bytes at the given pitches.
    #[allow(clippy::too_many_arguments)]
    pub unsafe fn memcpy_2d(
        &self,
        dst: u64,
        dpitch: usize,
        src: u64,
        spitch: usize,
        width: usize,
        height: usize,
        kind: i32,
        stream: Option<usize>,
    ) -> CudaResult<()> {
        let e = Extent {
            width,
            height,
            depth: 1,
        };
        let d = Pitched {
            ptr: dst,
            pitch: dpitch,
            slice: dpitch * height,
        };
        let s = Pitched {
            ptr: src,
            pitch: spitch,
            slice: spitch * height,
        };
        self.memcpy_3d(d, s, e, kind, stream)
    }

    /// `cudaMemcpy3D` between pitched pointers (positions already applied to `ptr`).
    ///
    /// # Safety
    /// As [`Runtime::memcpy`], for the whole block on each side.
    pub unsafe fn memcpy_3d(
        &self,
        dst: Pitched,
        src: Pitched,
        e: Extent,
        kind: i32,
        stream: Option<usize>,
    ) -> CudaResult<()> {
        let mode = stream.map_or(Mode::Blocking, Mode::Async);
        self.call(|ctx| match ctx.plan_copy(dst, src, e, kind)? {
            Some(plan) => ctx.issue_copy(self, plan, mode),
            None => Ok(()),
        })
    }

    /// `cudaMemcpyPeer[Async]`: with one device, a device-to-device copy.
    ///
    /// # Safety
    /// As [`Runtime::memcpy`].
    pub unsafe fn memcpy_peer(
        &self,
        dst: u64,
        dst_device: i32,
        src: u64,
        src_device: i32,
        count: usize,
        stream: Option<usize>,
    ) -> CudaResult<()> {
        let mode = stream.map_or(Mode::Blocking, Mode::Async);
        let e = Extent::linear(count);
        self.call(|ctx| {
            if dst_device != 0 || src_device != 0 {
                return Err(CudaError::InvalidDevice);
            }
            match ctx.plan_copy(
                Pitched::packed(dst, &e),
                Pitched::packed(src, &e),
                e,
                MEMCPY_DEVICE_TO_DEVICE,
            )? {
                Some(plan) => ctx.issue_copy(self, plan, mode),
                None => Ok(()),
            }
        })
    }

    /// `cudaMemset` / `cudaMemsetAsync`: every byte set to the low byte of `value`.
    pub fn memset(
        &self,
        dst: u64,
        value: i32,
        count: usize,
        stream: Option<usize>,
    ) -> CudaResult<()> {
        let e = Extent::linear(count);
        self.memset_3d(Pitched::packed(dst, &e), value, e, stream)
    }

    /// `cudaMemset2D[Async]`.
    pub fn memset_2d(
        &self,
        dst: u64,
        pitch: usize,
        value: i32,
        width: usize,
        height: usize,
        stream: Option<usize>,
    ) -> CudaResult<()> {
        let e = Extent {
            width,
            height,
            depth: 1,
        };
        self.memset_3d(
            Pitched {
                ptr: dst,
                pitch,
                slice: pitch * height,
            },
            value,
            e,
            stream,
        )
    }

    /// `cudaMemset3D[Async]`.
    pub fn memset_3d(
        &self,
        dst: Pitched,
        value: i32,
        e: Extent,
        stream: Option<usize>,
    ) -> CudaResult<()> {
        let mode = stream.map_or(Mode::Blocking, Mode::Async);
        self.call(|ctx| ctx.issue_memset(self, dst, e, Fill::bytes(value as u8), mode))
    }

    /// A fill of `height` rows `pitch` bytes apart, each of `width` elements of `element`
    /// bytes (1, 2 or 4) holding `value`'s low bytes, issued to `stream` (a graph's memset
    /// node).
    #[allow(clippy::too_many_arguments)]
    pub fn memset_elements(
        &self,
        dst: u64,
        pitch: usize,
        (value, element): (u32, usize),
        width: usize,
        height: usize,
        stream: usize,
    ) -> CudaResult<()> {
        if !matches!(element, 1 | 2 | 4) || !dst.is_multiple_of(element as u64) {
            return Err(CudaError::InvalidValue);
        }
        let e = Extent {
            width: width * element,
            height,
            depth: 1,
        };
        let dst = Pitched {
            ptr: dst,
            pitch,
            slice: pitch * height,
        };
        let fill = Fill { value, element };
        self.call(|ctx| ctx.issue_memset(self, dst, e, fill, Mode::Async(stream)))
    }

    /// Copies to or from a registered device variable (`cudaMemcpyToSymbol` and friends).
    /// `to_symbol` selects the direction; `kind` must be one CUDA allows for it.
    ///
    /// # Safety
    /// `buf` must be valid for `count` bytes on its side.
    #[allow(clippy::too_many_arguments)]
    pub unsafe fn memcpy_symbol(
        &self,
        symbol: usize,
        buf: u64,
        count: usize,
        offset: usize,
        kind: i32,
        to_symbol: bool,
        stream: Option<usize>,
    ) -> CudaResult<()> {
        let mode = stream.map_or(Mode::Blocking, Mode::Async);
        self.call(|ctx| {
            let allowed = match to_symbol {
                true => [
                    MEMCPY_HOST_TO_DEVICE,
                    MEMCPY_DEVICE_TO_DEVICE,
                    MEMCPY_DEFAULT,
                ],
                false => [
                    MEMCPY_DEVICE_TO_HOST,
                    MEMCPY_DEVICE_TO_DEVICE,
                    MEMCPY_DEFAULT,
                ],
            };
            if !allowed.contains(&kind) {
                return Err(CudaError::InvalidMemcpyDirection);
            }
            let (addr, size) = self.resolve_var(ctx, symbol)?;
            // Nothing to copy succeeds wherever the offset is (measured).
            if count == 0 {
                return Ok(());
            }
            if offset.checked_add(count).is_none_or(|end| end > size) {
                return Err(CudaError::InvalidValue);
            }
            let sym = addr + offset as u64;
            let (dst, src) = if to_symbol { (sym, buf) } else { (buf, sym) };
            let e = Extent::linear(count);
            match ctx.plan_copy(Pitched::packed(dst, &e), Pitched::packed(src, &e), e, kind)? {
                // Symbol copies are synchronous in CUDA whatever the direction.
                Some(plan) if mode == Mode::Blocking => {
                    let dir = plan.dir;
                    ctx.issue_copy(self, plan, mode)?;
                    if dir == CopyDirection::DeviceToDevice {
                        ctx.streams.legacy().queue.tail().wait();
                        ctx.wait_device();
                        return ctx.sync_point();
                    }
                    Ok(())
                }
                Some(plan) => ctx.issue_copy(self, plan, mode),
                None => Ok(()),
            }
        })
    }
}
