//! Texture fetches and surface accesses, as the IR spells them.
//!
//! A fetch is an [`Inst::Intrinsic`](crate::Inst::Intrinsic) named by [`Fetch::intrinsic_name`],
//! with no result register: its first argument is the address of the result (one texel of
//! [`Fetch::texel`] type, which the backend writes), its second the texture object (`I64`), then
//! the coordinates of [`Fetch::op`] in CUDA's order and types ([`FetchOp::coordinates`]).
//!
//! The texel type is the type the program asks for (`tex2D<float4>`), not the texture's storage
//! format: a texture of `uchar4` read in normalized-float mode is fetched as `f32x4`. Backends
//! convert from the storage format the texture object describes, as the hardware does.

use crate::Type;
use std::fmt;

const PREFIX: &str = "__ferrocuda_texture.";

/// Which CUDA fetch function, and so which coordinates it takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FetchOp {
    /// `tex1Dfetch(obj, int x)`: an element of linear memory, unfiltered.
    Fetch1D,
    Tex1D,
    Tex2D,
    Tex3D,
    Tex1DLayered,
    Tex2DLayered,
    Cubemap,
    Tex1DLod,
    Tex2DLod,
    Tex3DLod,
    /// `tex2Dgather(obj, x, y, int comp)`: one component of the four texels a bilinear
    /// filter would use.
    Tex2DGather,
    Tex1DLayeredLod,
    Tex2DLayeredLod,
    CubemapLod,
    /// The fetches that take gradients (`tex2DGrad(obj, x, y, dPdx, dPdy)`): the level of
    /// detail follows from the gradients, which the last coordinate points to, as floats
    /// (`dPdx` then `dPdy`, one per dimension); CUDA's functions are the header's, which pass
    /// them so.
    Tex1DGrad,
    Tex2DGrad,
    Tex3DGrad,
    Tex1DLayeredGrad,
    Tex2DLayeredGrad,
}

const OPS: [(FetchOp, &str); 19] = [
    (FetchOp::Fetch1D, "tex1Dfetch"),
    (FetchOp::Tex1D, "tex1D"),
    (FetchOp::Tex2D, "tex2D"),
    (FetchOp::Tex3D, "tex3D"),
    (FetchOp::Tex1DLayered, "tex1DLayered"),
    (FetchOp::Tex2DLayered, "tex2DLayered"),
    (FetchOp::Cubemap, "texCubemap"),
    (FetchOp::Tex1DLod, "tex1DLod"),
    (FetchOp::Tex2DLod, "tex2DLod"),
    (FetchOp::Tex3DLod, "tex3DLod"),
    (FetchOp::Tex2DGather, "tex2Dgather"),
    (FetchOp::Tex1DLayeredLod, "tex1DLayeredLod"),
    (FetchOp::Tex2DLayeredLod, "tex2DLayeredLod"),
    (FetchOp::CubemapLod, "texCubemapLod"),
    (FetchOp::Tex1DGrad, "__ferrocuda_tex1DGrad"),
    (FetchOp::Tex2DGrad, "__ferrocuda_tex2DGrad"),
    (FetchOp::Tex3DGrad, "__ferrocuda_tex3DGrad"),
    (FetchOp::Tex1DLayeredGrad, "__ferrocuda_tex1DLayeredGrad"),
    (FetchOp::Tex2DLayeredGrad, "__ferrocuda_tex2DLayeredGrad"),
];

impl FetchOp {
    /// The operation of the CUDA function `name`, if it is a texture fetch.
    pub fn from_cuda_name(name: &str) -> Option<FetchOp> {
        OPS.iter().find(|(_, n)| *n == name).map(|(op, _)| *op)
    }

    /// A small number for the operation, for backends that pass fetches as constants;
    /// [`FetchOp::from_index`] inverts it.
    pub fn index(self) -> u32 {
        OPS.iter().position(|(op, _)| *op == self).unwrap_or(0) as u32
    }

    pub fn from_index(i: u32) -> Option<FetchOp> {
        OPS.get(i as usize).map(|(op, _)| *op)
    }

    /// CUDA's name for the function.
    pub fn cuda_name(self) -> &'static str {
        OPS.iter()
            .find(|(op, _)| *op == self)
            .map(|(_, n)| *n)
            .unwrap_or("tex1Dfetch")
    }

    /// How many dimensions the gradients of a fetch that takes them have.
    pub fn gradient_dimensions(self) -> Option<usize> {
        match self {
            FetchOp::Tex1DGrad | FetchOp::Tex1DLayeredGrad => Some(1),
            FetchOp::Tex2DGrad | FetchOp::Tex2DLayeredGrad => Some(2),
            FetchOp::Tex3DGrad => Some(3),
            _ => None,
        }
    }

    /// The coordinate arguments after the texture object, in order.
    pub fn coordinates(self) -> &'static [Type] {
        use Type::{Ptr, F32, I32};
        match self {
            FetchOp::Fetch1D => &[I32],
            FetchOp::Tex1D => &[F32],
            FetchOp::Tex2D => &[F32, F32],
            FetchOp::Tex3D | FetchOp::Cubemap => &[F32, F32, F32],
            FetchOp::Tex1DLayered => &[F32, I32],
            FetchOp::Tex2DLayered => &[F32, F32, I32],
            FetchOp::Tex1DLod => &[F32, F32],
            FetchOp::Tex2DLod => &[F32, F32, F32],
            FetchOp::Tex3DLod => &[F32, F32, F32, F32],
            FetchOp::Tex2DGather => &[F32, F32, I32],
            FetchOp::Tex1DLayeredLod => &[F32, I32, F32],
            FetchOp::Tex2DLayeredLod => &[F32, F32, I32, F32],
            FetchOp::CubemapLod => &[F32, F32, F32, F32],
            FetchOp::Tex1DGrad => &[F32, Ptr],
            FetchOp::Tex2DGrad => &[F32, F32, Ptr],
            FetchOp::Tex3DGrad => &[F32, F32, F32, Ptr],
            FetchOp::Tex1DLayeredGrad => &[F32, I32, Ptr],
            FetchOp::Tex2DLayeredGrad => &[F32, F32, I32, Ptr],
        }
    }
}

/// What a texel component is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TexelKind {
    Signed,
    Unsigned,
    Float,
}

/// The type of a fetched texel: `lanes` components (1, 2 or 4) of `bits` bits each.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TexelType {
    pub kind: TexelKind,
    pub bits: u32,
    pub lanes: u32,
}

impl TexelType {
    /// Whether CUDA can fetch texels of this type: 8-, 16- and 32-bit integers and 32-bit
    /// floats, in 1, 2 or 4 components.
    pub fn is_fetchable(self) -> bool {
        let bits_ok = match self.kind {
            TexelKind::Float => self.bits == 32,
            _ => matches!(self.bits, 8 | 16 | 32),
        };
        bits_ok && matches!(self.lanes, 1 | 2 | 4)
    }

    pub fn bytes(self) -> u32 {
        self.bits / 8 * self.lanes
    }
}

impl fmt::Display for TexelType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let k = match self.kind {
            TexelKind::Signed => 'i',
            TexelKind::Unsigned => 'u',
            TexelKind::Float => 'f',
        };
        write!(f, "{k}{}x{}", self.bits, self.lanes)
    }
}

/// One texture fetch: the operation and the texel type it returns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Fetch {
    pub op: FetchOp,
    pub texel: TexelType,
}

impl Fetch {
    pub fn intrinsic_name(&self) -> String {
        format!("{PREFIX}{}.{}", self.op.cuda_name(), self.texel)
    }

    /// The fetch an intrinsic name describes; `None` for other intrinsics.
    pub fn parse(name: &str) -> Option<Fetch> {
        let (op, texel) = name.strip_prefix(PREFIX)?.split_once('.')?;
        Some(Fetch {
            op: FetchOp::from_cuda_name(op)?,
            texel: parse_texel(texel)?,
        })
    }
}

/// A texel type as [`TexelType`]'s `Display` writes it (`f32x4`).
fn parse_texel(texel: &str) -> Option<TexelType> {
    let (kind, rest) = match texel.as_bytes().first()? {
        b'i' => (TexelKind::Signed, &texel[1..]),
        b'u' => (TexelKind::Unsigned, &texel[1..]),
        b'f' => (TexelKind::Float, &texel[1..]),
        _ => return None,
    };
    let (bits, lanes) = rest.split_once('x')?;
    let texel = TexelType {
        kind,
        bits: bits.parse().ok()?,
        lanes: lanes.parse().ok()?,
    };
    texel.is_fetchable().then_some(texel)
}

/// The shape of a surface access: which coordinates follow the surface object.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SurfaceShape {
    D1,
    D2,
    D3,
    D1Layered,
    D2Layered,
}

const SURFACE_SHAPES: [(SurfaceShape, &str); 5] = [
    (SurfaceShape::D1, "surf1D"),
    (SurfaceShape::D2, "surf2D"),
    (SurfaceShape::D3, "surf3D"),
    (SurfaceShape::D1Layered, "surf1DLayered"),
    (SurfaceShape::D2Layered, "surf2DLayered"),
];

impl SurfaceShape {
    /// How many `int` coordinates follow the object: x (in bytes), then y, z or the layer.
    pub fn coordinates(self) -> usize {
        match self {
            SurfaceShape::D1 => 1,
            SurfaceShape::D2 | SurfaceShape::D1Layered => 2,
            SurfaceShape::D3 | SurfaceShape::D2Layered => 3,
        }
    }

    /// A small number for the shape, as [`FetchOp::index`] is for fetches.
    pub fn index(self) -> u32 {
        SURFACE_SHAPES
            .iter()
            .position(|(s, _)| *s == self)
            .unwrap_or(0) as u32
    }

    pub fn from_index(i: u32) -> Option<SurfaceShape> {
        SURFACE_SHAPES.get(i as usize).map(|(s, _)| *s)
    }

    fn stem(self) -> &'static str {
        SURFACE_SHAPES
            .iter()
            .find(|(s, _)| *s == self)
            .map(|(_, n)| *n)
            .unwrap_or("surf1D")
    }
}

/// One surface read or write. As an intrinsic (no result register) its arguments are the
/// address of the data (read into or written from, one texel of `texel` type), the surface
/// object (`I64`), the shape's coordinates (`I32`, x in bytes) and the boundary mode (`I32`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SurfaceAccess {
    pub shape: SurfaceShape,
    pub write: bool,
    pub texel: TexelType,
}

const SURFACE_PREFIX: &str = "__ferrocuda_surface.";

impl SurfaceAccess {
    /// The shape and direction of the CUDA function `name` (`surf2Dwrite`), if it is one.
    pub fn from_cuda_name(name: &str) -> Option<(SurfaceShape, bool)> {
        let (stem, write) = match name.strip_suffix("write") {
            Some(stem) => (stem, true),
            None => (name.strip_suffix("read")?, false),
        };
        let shape = SURFACE_SHAPES.iter().find(|(_, n)| *n == stem)?.0;
        Some((shape, write))
    }

    /// CUDA's name for the function.
    pub fn cuda_name(&self) -> String {
        let dir = if self.write { "write" } else { "read" };
        format!("{}{dir}", self.shape.stem())
    }

    pub fn intrinsic_name(&self) -> String {
        format!("{SURFACE_PREFIX}{}.{}", self.cuda_name(), self.texel)
    }

    /// The access an intrinsic name describes; `None` for other intrinsics.
    pub fn parse(name: &str) -> Option<SurfaceAccess> {
        let (function, texel) = name.strip_prefix(SURFACE_PREFIX)?.split_once('.')?;
        let (shape, write) = SurfaceAccess::from_cuda_name(function)?;
        Some(SurfaceAccess {
            shape,
            write,
            texel: parse_texel(texel)?,
        })
    }
}

/// How a texture's texels are stored (a `cudaChannelFormatDesc` whose channels are equal).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TexelFormat {
    /// `Float` with 16 bits is a half-precision float.
    pub kind: TexelKind,
    /// Bits per channel: 8, 16 or 32.
    pub bits: u32,
    /// Channels per texel: 1, 2 or 4.
    pub channels: u32,
}

impl TexelFormat {
    pub fn bytes(&self) -> usize {
        (self.bits / 8 * self.channels) as usize
    }
}

/// `cudaTextureAddressMode`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AddressMode {
    Wrap,
    Clamp,
    Mirror,
    Border,
}

/// How a texture is sampled (the parts of `cudaTextureDesc` fetches depend on).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sampling {
    pub address: [AddressMode; 3],
    pub linear_filter: bool,
    /// `cudaReadModeNormalizedFloat`: integer texels read as floats in [0, 1] or [-1, 1].
    pub normalized_float: bool,
    pub normalized_coords: bool,
    pub border: [f32; 4],
    /// How the levels of a mipmapped texture are chosen (nothing for other textures).
    pub mipmap: Mipmap,
}

/// The level-of-detail fields of `cudaTextureDesc`.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Mipmap {
    /// `cudaFilterModeLinear` between levels (else the nearest level).
    pub linear: bool,
    /// Added to the level a `tex*Lod` fetch asks for.
    pub bias: f32,
    pub min_clamp: f32,
    pub max_clamp: f32,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for (op, _) in OPS {
            for (kind, bits) in [
                (TexelKind::Float, 32),
                (TexelKind::Unsigned, 8),
                (TexelKind::Signed, 16),
            ] {
                for lanes in [1, 2, 4] {
                    let f = Fetch {
                        op,
                        texel: TexelType { kind, bits, lanes },
                    };
                    assert_eq!(Fetch::parse(&f.intrinsic_name()), Some(f));
                }
            }
        }
        assert_eq!(
            Fetch::parse("__ferrocuda_texture.tex2D.f32x4").map(|f| f.op),
            Some(FetchOp::Tex2D)
        );
        assert_eq!(Fetch::parse("__ferrocuda_texture.tex2D.f64x1"), None);
        assert_eq!(Fetch::parse("sinf(f32)"), None);
        let w = SurfaceAccess {
            shape: SurfaceShape::D2Layered,
            write: true,
            texel: TexelType {
                kind: TexelKind::Unsigned,
                bits: 8,
                lanes: 4,
            },
        };
        assert_eq!(w.cuda_name(), "surf2DLayeredwrite");
        assert_eq!(SurfaceAccess::parse(&w.intrinsic_name()), Some(w));
        assert_eq!(
            SurfaceAccess::from_cuda_name("surf1Dread"),
            Some((SurfaceShape::D1, false))
        );
        assert_eq!(SurfaceAccess::from_cuda_name("surf4Dread"), None);
    }
}
