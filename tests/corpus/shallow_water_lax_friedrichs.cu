// A Lax-Friedrichs shallow-water solver (a probe of numerical codes): its fluxes and updates
// mix products, sums and divisions, and the totals show every multiply-add nvcc fuses.
#include <cstdio>
#include <cmath>
#include <utility>
#include <cuda_runtime.h>

struct State { float* h; float* hu; float* hv; };
struct SWParams { int nx, ny; float dx, dy, dt, g; };

#define AT(a, i, j, nx) a[(j) * ((nx) + 2) + (i)]

__device__ void flux_x(float h, float hu, float hv, float g, float F[3])
{
    float u = hu / h;
    F[0] = hu;
    F[1] = hu * u + 0.5f * g * h * h;
    F[2] = hv * u;
}
__device__ void flux_y(float h, float hu, float hv, float g, float G[3])
{
    float v = hv / h;
    G[0] = hv;
    G[1] = hu * v;
    G[2] = hv * v + 0.5f * g * h * h;
}

__global__ void ghost(State s, SWParams p)
{
    int k = blockIdx.x * blockDim.x + threadIdx.x;
    int nx = p.nx, ny = p.ny;
    if (k <= ny + 1) {   // left/right walls
        AT(s.h, 0, k, nx) = AT(s.h, 1, k, nx);   AT(s.hu, 0, k, nx) = -AT(s.hu, 1, k, nx);   AT(s.hv, 0, k, nx) = AT(s.hv, 1, k, nx);
        AT(s.h, nx + 1, k, nx) = AT(s.h, nx, k, nx); AT(s.hu, nx + 1, k, nx) = -AT(s.hu, nx, k, nx); AT(s.hv, nx + 1, k, nx) = AT(s.hv, nx, k, nx);
    }
    if (k <= nx + 1) {   // bottom/top walls
        AT(s.h, k, 0, nx) = AT(s.h, k, 1, nx);   AT(s.hu, k, 0, nx) = AT(s.hu, k, 1, nx);   AT(s.hv, k, 0, nx) = -AT(s.hv, k, 1, nx);
        AT(s.h, k, ny + 1, nx) = AT(s.h, k, ny, nx); AT(s.hu, k, ny + 1, nx) = AT(s.hu, k, ny, nx); AT(s.hv, k, ny + 1, nx) = -AT(s.hv, k, ny, nx);
    }
}

__global__ void lax_friedrichs(State in, State out, SWParams p)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x + 1;
    int j = blockIdx.y * blockDim.y + threadIdx.y + 1;
    if (i > p.nx || j > p.ny) return;
    int nx = p.nx;
    float FE[3], FW[3], GN[3], GS[3];
    flux_x(AT(in.h, i + 1, j, nx), AT(in.hu, i + 1, j, nx), AT(in.hv, i + 1, j, nx), p.g, FE);
    flux_x(AT(in.h, i - 1, j, nx), AT(in.hu, i - 1, j, nx), AT(in.hv, i - 1, j, nx), p.g, FW);
    flux_y(AT(in.h, i, j + 1, nx), AT(in.hu, i, j + 1, nx), AT(in.hv, i, j + 1, nx), p.g, GN);
    flux_y(AT(in.h, i, j - 1, nx), AT(in.hu, i, j - 1, nx), AT(in.hv, i, j - 1, nx), p.g, GS);
    float* src[3] = {in.h, in.hu, in.hv};
    float* dst[3] = {out.h, out.hu, out.hv};
    for (int c = 0; c < 3; ++c) {
        float avg = 0.25f * (AT(src[c], i + 1, j, nx) + AT(src[c], i - 1, j, nx)
                           + AT(src[c], i, j + 1, nx) + AT(src[c], i, j - 1, nx));
        AT(dst[c], i, j, nx) = avg - 0.5f * p.dt / p.dx * (FE[c] - FW[c]) - 0.5f * p.dt / p.dy * (GN[c] - GS[c]);
    }
}

int main()
{
    SWParams p{80, 60, 1.0f, 1.0f, 0.1f, 9.81f};
    int M = (p.nx + 2) * (p.ny + 2);
    float* hbuf = new float[3 * M];
    for (int j = 0; j < p.ny + 2; ++j)
        for (int i = 0; i < p.nx + 2; ++i) {
            float dxc = i - 25.0f, dyc = j - 30.0f;
            hbuf[j * (p.nx + 2) + i] = (dxc * dxc + dyc * dyc < 100.0f) ? 2.0f : 1.0f;
            hbuf[M + j * (p.nx + 2) + i] = 0.0f;
            hbuf[2 * M + j * (p.nx + 2) + i] = 0.0f;
        }
    float *da, *db;
    cudaMalloc(&da, 3 * M * sizeof(float));
    cudaMalloc(&db, 3 * M * sizeof(float));
    cudaMemcpy(da, hbuf, 3 * M * sizeof(float), cudaMemcpyHostToDevice);
    State A{da, da + M, da + 2 * M}, B{db, db + M, db + 2 * M};
    dim3 blk(16, 16), grd((p.nx + 15) / 16, (p.ny + 15) / 16);
    for (int n = 0; n < 150; ++n) {
        ghost<<<(p.nx + 2 + 63) / 64, 64>>>(A, p);
        lax_friedrichs<<<grd, blk>>>(A, B, p);
        std::swap(A, B);
    }
    cudaMemcpy(hbuf, A.h, 3 * M * sizeof(float), cudaMemcpyDeviceToHost);
    double mass = 0, mom = 0;
    for (int j = 1; j <= p.ny; ++j)
        for (int i = 1; i <= p.nx; ++i) {
            mass += hbuf[j * (p.nx + 2) + i];
            mom += fabs(hbuf[M + j * (p.nx + 2) + i]) + fabs(hbuf[2 * M + j * (p.nx + 2) + i]);
        }
    printf("mass %.4f |momentum| %.4f\n", mass, mom);
    return 0;
}
