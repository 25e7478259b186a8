// A parameter's default argument may be given by one declaration of its function only:
// another declaration (a definition too, or a member's definition outside its class)
// giving it again is a redefinition, even with the same value.
__device__ int scale(int v, int by = 2);
__device__ int scale(int v, int by = 2) { return v * by; }

struct Grid {
    __device__ int cell(int row, int col = 0) const;
};
__device__ int Grid::cell(int row, int col = 1) const { return row * 8 + col; }

__global__ void k(int *out)
{
    Grid g;
    out[0] = scale(3) + g.cell(1);
}
