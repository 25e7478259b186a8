// corpus: <cuda/std/mdspan> in device and host code (C++17): static and dynamic extents, layout_right, layout_left and layout_stride mappings, m(i, j) and rank-1 m[i] indexing, an mdspan passed to a kernel by value, deduction guides, and submdspan rows, columns, blocks and strided slices
#include <cstdio>
#include <utility>
#include <cuda/std/array>
#include <cuda/std/mdspan>

namespace cs = cuda::std;

using Matrix = cs::mdspan<int, cs::dextents<int, 2>>;
using ColMajor = cs::mdspan<int, cs::dextents<int, 2>, cs::layout_left>;

// Fills m(i, j) = 10 * i + j, whatever the layout.
template <class M>
__global__ void fill(M m)
{
    int i = blockIdx.x, j = threadIdx.x;
    if (i < m.extent(0) && j < m.extent(1)) m(i, j) = 10 * i + j;
}

template <class M>
__host__ __device__ int weighted_sum(M m)
{
    int s = 0;
    for (int i = 0; i < m.extent(0); i++)
        for (int j = 0; j < m.extent(1); j++)
            s += m(i, j) * (i + 1) * (j + 2);
    return s;
}

__host__ __device__ int views(int *buf)
{
    // buf holds 0 .. 23: a 4 x 6 matrix of static extents, seen whole and in parts.
    cs::mdspan<int, cs::extents<int, 4, 6>> m(buf);
    auto row = cs::submdspan(m, 2, cs::full_extent);
    auto col = cs::submdspan(m, cs::full_extent, 1);
    auto block = cs::submdspan(m, cs::pair<int, int>{1, 3}, cs::pair<int, int>{2, 5});
    auto every_other = cs::submdspan(m, cs::full_extent, cs::strided_slice<int, int, int>{1, 5, 2});
    int r = 0;
    r += row.rank() == 1 && row.extent(0) == 6 && row[3] == 15;
    r += 2 * (col.extent(0) == 4 && col(3) == 19 && col.stride(0) == 6);
    r += 4 * (block.extent(0) == 2 && block.extent(1) == 3 && block(0, 0) == 8 && block(1, 2) == 16);
    r += 8 * (every_other.extent(1) == 3 && every_other(3, 2) == 23 && every_other.stride(1) == 2);
    return r;
}

__global__ void views_kernel(int *buf, int *out) { out[0] = views(buf); }

int main()
{
    const int rows = 3, cols = 5;
    int *d, *dout;
    cudaMalloc(&d, rows * cols * sizeof(int));
    cudaMalloc(&dout, 24 * sizeof(int));
    int h[24];

    // layout_right: the last index is contiguous.
    fill<<<rows, cols>>>(Matrix(d, rows, cols));
    cudaMemcpy(h, d, rows * cols * sizeof(int), cudaMemcpyDeviceToHost);
    printf("layout_right bytes:");
    for (int k = 0; k < rows * cols; k++) printf(" %d", h[k]);
    printf("\n");
    Matrix hr(h, rows, cols);
    printf("rank %d extents %dx%d size %d strides %d %d sum %d\n", (int)hr.rank(), hr.extent(0), hr.extent(1),
           (int)hr.size(), hr.stride(0), hr.stride(1), weighted_sum(hr));

    // layout_left: the first index is contiguous; the same matrix, other bytes.
    fill<<<rows, cols>>>(ColMajor(d, rows, cols));
    cudaMemcpy(h, d, rows * cols * sizeof(int), cudaMemcpyDeviceToHost);
    printf("layout_left bytes:");
    for (int k = 0; k < rows * cols; k++) printf(" %d", h[k]);
    printf("\n");
    ColMajor hl(h, rows, cols);
    printf("strides %d %d sum %d\n", hl.stride(0), hl.stride(1), weighted_sum(hl));

    // layout_stride: every other column of the column-major bytes, as a 3 x 3 matrix.
    cs::layout_stride::mapping<cs::dextents<int, 2>> sm(cs::dextents<int, 2>(3, 3), cs::array<int, 2>{1, 6});
    cs::mdspan<int, cs::dextents<int, 2>, cs::layout_stride> hs(h, sm);
    printf("layout_stride: %d %d %d / %d %d %d, required span %d, exhaustive %d\n", hs(0, 0), hs(0, 1), hs(0, 2),
           hs(2, 0), hs(2, 1), hs(2, 2), sm.required_span_size(), (int)sm.is_exhaustive());

    // Static extents, a rank-1 view and the deduction guides.
    cs::mdspan<const int, cs::extents<int, 3, 5>> fixed(h);
    cs::mdspan<int, cs::dims<1>> flat(h, rows * cols);
    cs::mdspan deduced(h, 5, 3);
    static_assert(decltype(fixed)::rank_dynamic() == 0, "static extents");
    static_assert(decltype(deduced)::rank_dynamic() == 2, "deduced dynamic extents");
    printf("static %d%d dynamic %d, fixed(2,4) %d flat[7] %d deduced(4,2) %d\n", (int)fixed.static_extent(0),
           (int)fixed.static_extent(1), (int)flat.rank_dynamic(), fixed(2, 4), flat[7], deduced(4, 2));

    for (int k = 0; k < 24; k++) h[k] = k;
    int *dbuf;
    cudaMalloc(&dbuf, sizeof h);
    cudaMemcpy(dbuf, h, sizeof h, cudaMemcpyHostToDevice);
    views_kernel<<<1, 1>>>(dbuf, dout);
    int dv = 0;
    cudaMemcpy(&dv, dout, sizeof dv, cudaMemcpyDeviceToHost);
    int hv = views(h);
    printf("submdspan checks: device %d host %d %s\n", dv, hv, dv == 15 && hv == 15 ? "PASS" : "FAIL");
    return 0;
}
