// One step of an all-pairs n-body simulation of 16384 bodies: positions and masses in float4,
// each block stages tiles of bodies in shared memory, each thread accumulates the acceleration of
// its body with rsqrtf and a softening term, then advances its velocity and position.
#include "bench.cuh"

#define THREADS 256
#define SOFTENING2 0.01f
#define DT 0.01f

__device__ float3 interact(float4 bi, float4 bj, float3 acc) {
    float3 r = make_float3(bj.x - bi.x, bj.y - bi.y, bj.z - bi.z);
    float dist2 = r.x * r.x + r.y * r.y + r.z * r.z + SOFTENING2;
    float inv = rsqrtf(dist2);
    float s = bj.w * inv * inv * inv;
    acc.x += r.x * s;
    acc.y += r.y * s;
    acc.z += r.z * s;
    return acc;
}

__global__ void nbodyStep(const float4* pos, const float4* vel, float4* newPos, float4* newVel, int n) {
    __shared__ float4 tile[THREADS];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float4 p = pos[i];
    float3 acc = make_float3(0.0f, 0.0f, 0.0f);
    for (int base = 0; base < n; base += THREADS) {
        tile[threadIdx.x] = pos[base + threadIdx.x];
        __syncthreads();
        for (int j = 0; j < THREADS; ++j) acc = interact(p, tile[j], acc);
        __syncthreads();
    }
    float4 v = vel[i];
    v.x += acc.x * DT;
    v.y += acc.y * DT;
    v.z += acc.z * DT;
    newVel[i] = v;
    newPos[i] = make_float4(p.x + v.x * DT, p.y + v.y * DT, p.z + v.z * DT, p.w);
}

int main() {
    const int n = 16384;  // a multiple of THREADS
    const size_t bytes = (size_t)n * sizeof(float4);
    const int reps = benchReps(10);

    float4* hpos = (float4*)malloc(bytes);
    float4* hvel = (float4*)malloc(bytes);
    float4* hnewPos = (float4*)malloc(bytes);
    float4* hnewVel = (float4*)malloc(bytes);
    unsigned int seed = 2024u;
    float* fields = (float*)hpos;
    for (int k = 0; k < 4 * n; ++k) {
        seed = seed * 1664525u + 1013904223u;
        fields[k] = (float)(seed >> 8) / 16777216.0f * 2.0f - 1.0f;
    }
    for (int i = 0; i < n; ++i) {
        hpos[i].w = 0.5f + 0.25f * (hpos[i].w + 1.0f);  // masses in [0.5, 1)
        hvel[i] = make_float4(0.0f, 0.0f, 0.0f, 0.0f);
    }

    float4 *dpos, *dvel, *dnewPos, *dnewVel;
    CHECK(cudaMalloc(&dpos, bytes));
    CHECK(cudaMalloc(&dvel, bytes));
    CHECK(cudaMalloc(&dnewPos, bytes));
    CHECK(cudaMalloc(&dnewVel, bytes));
    CHECK(cudaMemcpy(dpos, hpos, bytes, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dvel, hvel, bytes, cudaMemcpyHostToDevice));

    const int blocks = n / THREADS;
    nbodyStep<<<blocks, THREADS>>>(dpos, dvel, dnewPos, dnewVel, n);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());

    BenchTimer timer(reps);
    for (int r = 0; r < reps; ++r) {
        timer.start();
        nbodyStep<<<blocks, THREADS>>>(dpos, dvel, dnewPos, dnewVel, n);
        timer.stop();
    }

    CHECK(cudaMemcpy(hnewPos, dnewPos, bytes, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(hnewVel, dnewVel, bytes, cudaMemcpyDeviceToHost));
    for (int s = 0; s < 256; ++s) {
        int i = (s * 977) % n;
        double ax = 0.0, ay = 0.0, az = 0.0;
        for (int j = 0; j < n; ++j) {
            double rx = hpos[j].x - hpos[i].x, ry = hpos[j].y - hpos[i].y, rz = hpos[j].z - hpos[i].z;
            double d2 = rx * rx + ry * ry + rz * rz + SOFTENING2;
            double f = hpos[j].w / (d2 * sqrt(d2));
            ax += rx * f;
            ay += ry * f;
            az += rz * f;
        }
        double scale = 1e-3 * (fabs(ax) + fabs(ay) + fabs(az)) + 1e-3;
        if (fabs(hnewVel[i].x - ax * DT) > scale * DT || fabs(hnewVel[i].y - ay * DT) > scale * DT ||
            fabs(hnewVel[i].z - az * DT) > scale * DT)
            benchFail("nbody", "a velocity differs from the host's");
        if (fabs(hnewPos[i].x - (hpos[i].x + hnewVel[i].x * DT)) > 1e-5f)
            benchFail("nbody", "a position differs from the host's");
    }

    timer.report("nbody", (double)n * n, "interactions");
    CHECK(cudaFree(dpos));
    CHECK(cudaFree(dvel));
    CHECK(cudaFree(dnewPos));
    CHECK(cudaFree(dnewVel));
    free(hpos);
    free(hvel);
    free(hnewPos);
    free(hnewVel);
    return 0;
}
