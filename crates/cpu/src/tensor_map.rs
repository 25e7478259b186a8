//! Tensor maps (`CUtensorMap`, made by `cuTensorMapEncodeTiled`) and the tile copies that use
//! them (`cp.async.bulk.tensor`, Hopper's tensor memory accelerator) on the CPU backend. A map's
//! 128 bytes are the backend's own encoding ([`TensorMap::encode`]): programs treat them as
//! opaque and pass them to kernels as `__grid_constant__` parameters.
//!
//! A copy moves a box of the tensor, whose corner the instruction's coordinates give, between
//! global memory and a dense box in shared memory (the first dimension innermost); elements
//! outside the tensor read as zeros (or NaNs, where the map asks for them) and are not written.
//! The box's bytes in shared memory are swizzled as a GPU swizzles them: the 16-byte chunk of
//! each 128-byte row is exchanged by XOR with the row's index modulo 2, 4 or 8 (32-, 64- and
//! 128-byte swizzles), by the bits of the shared-memory address.

use crate::codegen::{BlockCtx, Gen};
use crate::intrinsics::Helper;
use cranelift_codegen::ir::{self as cl, types};

/// Marks an encoded map (the high half of its second word), so that a copy through memory that
/// is no map is refused rather than read.
const MAGIC: u64 = 0xfc7a;
pub const MAX_RANK: usize = 5;

/// A tensor map: a tensor in global memory and the box copies move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TensorMap {
    pub address: u64,
    pub rank: usize,
    pub element_bytes: u32,
    /// `CUtensorMapDataType`, for the NaN a float tensor's outside elements may read as.
    pub data_type: u32,
    pub dims: [u64; MAX_RANK],
    /// Bytes between elements along each dimension (the first: the element's size).
    pub strides: [u64; MAX_RANK],
    pub box_dims: [u32; MAX_RANK],
    pub element_strides: [u32; MAX_RANK],
    /// `CUtensorMapSwizzle`: 0 none, 1 32 bytes, 2 64 bytes, 3 128 bytes.
    pub swizzle: u32,
    /// Outside elements read as NaNs (`CU_TENSOR_MAP_FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA`).
    pub nan_fill: bool,
}

/// What `cuTensorMapEncodeTiled` is given.
pub struct TiledSpec<'a> {
    pub data_type: u32,
    pub address: u64,
    pub dims: &'a [u64],
    /// Strides of dimensions 1.., in bytes.
    pub strides: &'a [u64],
    pub box_dims: &'a [u32],
    pub element_strides: &'a [u32],
    pub interleave: u32,
    pub swizzle: u32,
    pub oob_fill: u32,
}

/// The size of an element of a `CUtensorMapDataType` (the packed sub-byte types excepted).
fn element_bytes(data_type: u32) -> Option<u32> {
    Some(match data_type {
        0 => 1,
        1 | 6 | 9 => 2,
        2 | 3 | 7 | 10 | 11 | 12 => 4,
        4 | 5 | 8 => 8,
        _ => return None,
    })
}

impl TensorMap {
    /// Checks a tiled map's parameters as CUDA documents them.
    pub fn tiled(spec: &TiledSpec) -> Result<TensorMap, String> {
        let rank = spec.dims.len();
        if !(1..=MAX_RANK).contains(&rank) {
            return Err(format!("a tensor map has 1 to 5 dimensions, not {rank}"));
        }
        let bytes = element_bytes(spec.data_type)
            .ok_or_else(|| format!("data type {} is not supported", spec.data_type))?;
        if spec.interleave != 0 {
            return Err("interleaved layouts are not supported by the CPU backend".into());
        }
        if spec.swizzle > 3 {
            return Err(format!(
                "swizzle {} is not supported by the CPU backend",
                spec.swizzle
            ));
        }
        if !spec.address.is_multiple_of(16) {
            return Err("the tensor's address must be a multiple of 16".into());
        }
        let mut map = TensorMap {
            address: spec.address,
            rank,
            element_bytes: bytes,
            data_type: spec.data_type,
            dims: [1; MAX_RANK],
            strides: [0; MAX_RANK],
            box_dims: [1; MAX_RANK],
            element_strides: [1; MAX_RANK],
            swizzle: spec.swizzle,
            nan_fill: spec.oob_fill == 1,
        };
        for d in 0..rank {
            let dim = spec.dims[d];
            if dim == 0 || dim > 1 << 32 {
                return Err(format!("dimension {d} has {dim} elements (1 to 2^32)"));
            }
            map.dims[d] = dim;
            map.strides[d] = match d {
                0 => u64::from(bytes),
                _ => spec.strides[d - 1],
            };
            if d > 0 && (!map.strides[d].is_multiple_of(16) || map.strides[d] >= 1 << 40) {
                return Err(format!(
                    "the stride of dimension {d} must be a multiple of 16 below 2^40 bytes"
                ));
            }
            let b = spec.box_dims[d];
            if b == 0 || b > 256 {
                return Err(format!("box dimension {d} is {b} (1 to 256)"));
            }
            map.box_dims[d] = b;
            let e = spec.element_strides[d];
            if !(1..=8).contains(&e) {
                return Err(format!("element stride {d} is {e} (1 to 8)"));
            }
            map.element_strides[d] = e;
        }
        let inner = map.box_dims[0] / map.element_strides[0] * bytes;
        if !inner.is_multiple_of(16) {
            return Err("a box's inner dimension must span a multiple of 16 bytes".into());
        }
        if map.swizzle != 0 && inner > 16 << map.swizzle {
            return Err(format!(
                "a box's inner dimension spans {inner} bytes, more than its {}-byte swizzle",
                16 << map.swizzle
            ));
        }
        Ok(map)
    }

    pub fn encode(&self) -> [u64; 16] {
        let mut w = [0u64; 16];
        w[0] = self.address;
        w[1] = self.rank as u64
            | u64::from(self.element_bytes) << 8
            | u64::from(self.swizzle) << 16
            | u64::from(self.nan_fill) << 24
            | u64::from(self.data_type) << 32
            | MAGIC << 48;
        w[2..7].copy_from_slice(&self.dims);
        w[7..12].copy_from_slice(&self.strides);
        for d in 0..MAX_RANK {
            w[12] |= u64::from(self.box_dims[d]) << (12 * d);
            w[13] |= u64::from(self.element_strides[d]) << (4 * d);
        }
        w
    }

    fn decode(w: &[u64; 16]) -> Option<TensorMap> {
        if w[1] >> 48 != MAGIC {
            return None;
        }
        let mut map = TensorMap {
            address: w[0],
            rank: (w[1] & 0xff) as usize,
            element_bytes: (w[1] >> 8 & 0xff) as u32,
            swizzle: (w[1] >> 16 & 0xff) as u32,
            nan_fill: w[1] >> 24 & 1 == 1,
            data_type: (w[1] >> 32 & 0xffff) as u32,
            dims: [1; MAX_RANK],
            strides: [0; MAX_RANK],
            box_dims: [1; MAX_RANK],
            element_strides: [1; MAX_RANK],
        };
        for d in 0..MAX_RANK {
            map.dims[d] = w[2 + d];
            map.strides[d] = w[7 + d];
            map.box_dims[d] = (w[12] >> (12 * d) & 0xfff) as u32;
            map.element_strides[d] = (w[13] >> (4 * d) & 0xf) as u32;
        }
        (1..=MAX_RANK).contains(&map.rank).then_some(map)
    }

    /// The elements the box holds along each dimension.
    fn box_counts(&self) -> [u64; MAX_RANK] {
        std::array::from_fn(|d| u64::from(self.box_dims[d].div_ceil(self.element_strides[d])))
    }

    /// The bytes a copy of the box moves.
    fn box_bytes(&self) -> u64 {
        self.box_counts().iter().product::<u64>() * u64::from(self.element_bytes)
    }

    /// `offset` bytes into a box whose shared-memory address is `window`, swizzled.
    fn swizzled(&self, window: u64, offset: u64) -> u64 {
        let address = window + offset;
        let bits = match self.swizzle {
            0 => return offset,
            s => (1u64 << s) - 1,
        };
        let row = address >> 7 & bits;
        offset ^ row << 4
    }

    /// The element bits an outside element reads as.
    fn fill(&self) -> u64 {
        if !self.nan_fill {
            return 0;
        }
        match self.data_type {
            6 => 0x7fff,
            9 => 0x7fff,
            7 | 10 | 11 | 12 => 0x7fff_ffff,
            8 => 0x7fff_ffff_ffff_ffff,
            _ => 0,
        }
    }

    /// Copies the box at `coords` between the tensor and shared memory at `shared` (whose
    /// window address is `window`); returns the box's bytes.
    ///
    /// # Safety
    /// The tensor's in-bounds elements and the box in shared memory must be valid memory.
    unsafe fn copy(
        &self,
        shared: *mut u8,
        window: u64,
        coords: [i32; MAX_RANK],
        store: bool,
    ) -> u64 {
        let counts = self.box_counts();
        let size = self.element_bytes as usize;
        let fill = self.fill().to_le_bytes();
        let total: u64 = counts.iter().product();
        for linear in 0..total {
            // The element's index in the box, the first dimension fastest.
            let mut rest = linear;
            let mut inside = true;
            let mut at = self.address;
            for d in 0..self.rank {
                let i = rest % counts[d];
                rest /= counts[d];
                let c = i64::from(coords[d]) + (i * u64::from(self.element_strides[d])) as i64;
                if c < 0 || c as u64 >= self.dims[d] {
                    inside = false;
                } else {
                    at += c as u64 * self.strides[d];
                }
            }
            let offset = self.swizzled(window, linear * size as u64) as usize;
            // SAFETY: the caller's contract; `offset` lies in the box.
            unsafe {
                let cell = shared.add(offset);
                match (store, inside) {
                    (false, true) => std::ptr::copy_nonoverlapping(at as *const u8, cell, size),
                    (false, false) => std::ptr::copy_nonoverlapping(fill.as_ptr(), cell, size),
                    (true, true) => std::ptr::copy_nonoverlapping(cell, at as *mut u8, size),
                    (true, false) => {}
                }
            }
        }
        self.box_bytes()
    }
}

/// `cp.async.bulk.tensor`: the box at the coordinates, between the tensor `map` points to and
/// shared memory; the bytes moved, or -1 where `map` is no tensor map (the launch's trap
/// reason then says so).
#[allow(clippy::too_many_arguments)]
extern "C" fn fc_tensor_copy(
    ctx: *const BlockCtx,
    map: *const [u64; 16],
    shared: *mut u8,
    window: u64,
    store: u32,
    c0: i32,
    c1: i32,
    c2: i32,
    c3: i32,
    c4: i32,
) -> i64 {
    // SAFETY: compiled code passes the address of a kernel parameter or variable of 128 bytes.
    let words = unsafe { map.read_unaligned() };
    let Some(tensor) = TensorMap::decode(&words) else {
        // SAFETY: compiled code passes its block context, whose launch outlives the kernel.
        let launch = unsafe { &*(*ctx).launch };
        launch.trap_reason(format!(
            "cp.async.bulk.tensor: the operand at {map:p} is not a tensor map \
             (cuTensorMapEncodeTiled makes them)"
        ));
        return -1;
    };
    // SAFETY: the map was made for this tensor; the box lies in the block's shared memory.
    unsafe { tensor.copy(shared, window, [c0, c1, c2, c3, c4], store != 0) as i64 }
}

/// `__ferrocuda_tensor_copy(map, shared, window, store, c0..c4)`.
pub(crate) fn emit(g: &mut Gen, name: &str, args: &[cl::Value]) -> Option<Option<cl::Value>> {
    (name == "__ferrocuda_tensor_copy").then(|| {
        let with_ctx: Vec<cl::Value> = std::iter::once(g.block_ctx())
            .chain(args.iter().copied())
            .collect();
        g.helper("fc_tensor_copy", &with_ctx)
    })
}

pub(crate) fn helpers(out: &mut Vec<Helper>) {
    const I: cl::Type = types::I32;
    out.push(Helper {
        symbol: "fc_tensor_copy",
        params: &[
            types::I64,
            types::I64,
            types::I64,
            types::I64,
            I,
            I,
            I,
            I,
            I,
            I,
        ],
        ret: Some(types::I64),
        address: fc_tensor_copy as *const () as usize,
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    fn map_2d(
        swizzle: u32,
        data: &[f32],
        width: u64,
        height: u64,
        box_dims: [u32; 2],
    ) -> TensorMap {
        TensorMap::tiled(&TiledSpec {
            data_type: 7,
            address: data.as_ptr() as u64,
            dims: &[width, height],
            strides: &[width * 4],
            box_dims: &box_dims,
            element_strides: &[1, 1],
            interleave: 0,
            swizzle,
            oob_fill: 0,
        })
        .unwrap()
    }

    #[test]
    fn a_map_survives_its_encoding() {
        let data = vec![0f32; 64 * 8];
        let map = map_2d(3, &data, 64, 8, [32, 4]);
        assert_eq!(TensorMap::decode(&map.encode()), Some(map));
        assert_eq!(TensorMap::decode(&[0; 16]), None);
    }

    #[test]
    fn a_box_past_the_edge_reads_zeros_and_writes_nothing_there() {
        let data: Vec<f32> = (0..16 * 4).map(|i| i as f32).collect();
        let map = map_2d(0, &data, 16, 4, [8, 2]);
        let mut shared = vec![-1f32; 16];
        // SAFETY: the box (8 x 2 floats) fits `shared`.
        let bytes = unsafe { map.copy(shared.as_mut_ptr().cast(), 0, [12, 3, 0, 0, 0], false) };
        assert_eq!(bytes, 64);
        assert_eq!(&shared[..8], &[60.0, 61.0, 62.0, 63.0, 0.0, 0.0, 0.0, 0.0]);
        assert_eq!(&shared[8..], &[0.0; 8]);
    }

    #[test]
    fn swizzles_exchange_chunks_by_the_row_of_the_address() {
        let data = vec![0f32; 256];
        let map = map_2d(3, &data, 32, 8, [32, 8]);
        // Row 1 of a 1024-byte-aligned box: its first chunk moves to chunk 1; in row 7 chunk 1
        // moves to chunk 6. The rows are those of the shared-memory address.
        assert_eq!(map.swizzled(0, 128), 128 + 16);
        assert_eq!(map.swizzled(0, 7 * 128 + 16), 7 * 128 + 6 * 16);
        assert_eq!(map.swizzled(128, 0), 16);
        let map = map_2d(1, &data, 8, 8, [8, 8]);
        assert_eq!(map.swizzled(0, 128), 128 + 16);
        assert_eq!(map.swizzled(0, 256), 256);
    }

    #[test]
    fn bad_parameters_are_refused() {
        let data = vec![0f32; 64];
        let spec = |box_dims: &'static [u32], swizzle| TiledSpec {
            data_type: 7,
            address: data.as_ptr() as u64,
            dims: &[16, 4],
            strides: &[64],
            box_dims,
            element_strides: &[1, 1],
            interleave: 0,
            swizzle,
            oob_fill: 0,
        };
        assert!(TensorMap::tiled(&spec(&[3, 2], 0)).is_err());
        assert!(TensorMap::tiled(&spec(&[0, 2], 0)).is_err());
        assert!(TensorMap::tiled(&spec(&[16, 2], 1)).is_err());
        assert!(TensorMap::tiled(&spec(&[8, 2], 1)).is_ok());
    }
}
