// corpus: one all-pairs n-body step with float4 bodies and rsqrtf, checked against a double host step
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call)                                                        \
    do {                                                                   \
        cudaError_t err_ = (call);                                         \
        if (err_ != cudaSuccess) {                                         \
            fprintf(stderr, "CUDA error '%s' at %s:%d\n",                  \
                    cudaGetErrorString(err_), __FILE__, __LINE__);         \
            exit(1);                                                       \
        }                                                                  \
    } while (0)

#define NB 256
#define SOFT2 0.01f
#define DT 0.01f

__device__ float3 interact(float4 bi, float4 bj, float3 acc) {
    float3 r = make_float3(bj.x - bi.x, bj.y - bi.y, bj.z - bi.z);
    float d2 = r.x * r.x + r.y * r.y + r.z * r.z + SOFT2;
    float inv = rsqrtf(d2);
    float s = bj.w * inv * inv * inv;
    acc.x += r.x * s;
    acc.y += r.y * s;
    acc.z += r.z * s;
    return acc;
}

__global__ void step(const float4* pos, float4* newPos, float4* vel, int n) {
    __shared__ float4 tile[128];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float4 me = pos[i];
    float3 acc = make_float3(0.0f, 0.0f, 0.0f);
    for (int base = 0; base < n; base += blockDim.x) {
        tile[threadIdx.x] = pos[base + threadIdx.x];
        __syncthreads();
        for (int j = 0; j < blockDim.x; ++j) acc = interact(me, tile[j], acc);
        __syncthreads();
    }
    float4 v = vel[i];
    v.x += acc.x * DT; v.y += acc.y * DT; v.z += acc.z * DT;
    vel[i] = v;
    newPos[i] = make_float4(me.x + v.x * DT, me.y + v.y * DT, me.z + v.z * DT, me.w);
}

int main() {
    float4 p[NB], v[NB], np[NB];
    for (int i = 0; i < NB; ++i) {
        p[i] = make_float4((i % 8) - 3.5f, ((i / 8) % 8) - 3.5f, (i / 64) - 1.5f + 0.125f * (i % 3),
                           1.0f + 0.5f * (i % 3));
        v[i] = make_float4(0.0f, 0.0f, 0.0f, 0.0f);
    }
    float4 *dp, *dnp, *dv;
    CHECK(cudaMalloc(&dp, sizeof(p)));
    CHECK(cudaMalloc(&dnp, sizeof(p)));
    CHECK(cudaMalloc(&dv, sizeof(v)));
    CHECK(cudaMemcpy(dp, p, sizeof(p), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dv, v, sizeof(v), cudaMemcpyHostToDevice));
    step<<<NB / 128, 128>>>(dp, dnp, dv, NB);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(np, dnp, sizeof(np), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(v, dv, sizeof(v), cudaMemcpyDeviceToHost));

    int bad = 0;
    double maxErr = 0.0;
    for (int i = 0; i < NB; ++i) {
        double ax = 0, ay = 0, az = 0;
        for (int j = 0; j < NB; ++j) {
            double rx = (double)p[j].x - p[i].x, ry = (double)p[j].y - p[i].y, rz = (double)p[j].z - p[i].z;
            double d2 = rx * rx + ry * ry + rz * rz + 0.01;
            double s = p[j].w / (d2 * sqrt(d2));
            ax += rx * s; ay += ry * s; az += rz * s;
        }
        double vx = ax * 0.01, vy = ay * 0.01, vz = az * 0.01;
        double e = fabs(v[i].x - vx) + fabs(v[i].y - vy) + fabs(v[i].z - vz);
        double ep = fabs(np[i].x - (p[i].x + vx * 0.01)) + fabs(np[i].y - (p[i].y + vy * 0.01)) +
                    fabs(np[i].z - (p[i].z + vz * 0.01));
        if (e > maxErr) maxErr = e;
        if (e > 1e-3 || ep > 1e-4) ++bad;
        if (i == 0)
            printf("body 0: v=(%.3f, %.3f, %.3f) %s\n", v[0].x, v[0].y, v[0].z,
                   (e <= 1e-3 && ep <= 1e-4) ? "matches host" : "differs from host");
    }
    printf("bodies=%d outside tolerance=%d\n", NB, bad);
    printf("%s\n", bad == 0 ? "PASS" : "FAIL");
    cudaFree(dp); cudaFree(dnp); cudaFree(dv);
    return 0;
}
