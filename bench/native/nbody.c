/* One step of an all-pairs n-body simulation of 16384 bodies, the native twin of
   ../cuda/nbody.cu: bodies split over the threads, each accumulating its acceleration over all
   bodies (positions and masses as four floats, as there). */
#include "bench.h"

#define SOFTENING2 0.01f
#define DT 0.01f

typedef struct {
    float x, y, z, w;
} float4;

static void nbody_step(const float4* restrict pos, const float4* restrict vel, float4* restrict new_pos,
                       float4* restrict new_vel, int n) {
#pragma omp parallel for
    for (int i = 0; i < n; ++i) {
        float4 p = pos[i];
        float ax = 0.0f, ay = 0.0f, az = 0.0f;
        for (int j = 0; j < n; ++j) {
            float rx = pos[j].x - p.x, ry = pos[j].y - p.y, rz = pos[j].z - p.z;
            float dist2 = rx * rx + ry * ry + rz * rz + SOFTENING2;
            float inv = 1.0f / sqrtf(dist2);
            float s = pos[j].w * inv * inv * inv;
            ax += rx * s;
            ay += ry * s;
            az += rz * s;
        }
        float4 v = vel[i];
        v.x += ax * DT;
        v.y += ay * DT;
        v.z += az * DT;
        new_vel[i] = v;
        new_pos[i] = (float4){p.x + v.x * DT, p.y + v.y * DT, p.z + v.z * DT, p.w};
    }
}

int main(void) {
    const int n = 16384;
    const size_t bytes = (size_t)n * sizeof(float4);
    const int reps = bench_reps(10);

    float4* pos = (float4*)malloc(bytes);
    float4* vel = (float4*)malloc(bytes);
    float4* new_pos = (float4*)malloc(bytes);
    float4* new_vel = (float4*)malloc(bytes);
    unsigned int seed = 2024u;
    float* fields = (float*)pos;
    for (int k = 0; k < 4 * n; ++k) {
        seed = seed * 1664525u + 1013904223u;
        fields[k] = (float)(seed >> 8) / 16777216.0f * 2.0f - 1.0f;
    }
    for (int i = 0; i < n; ++i) {
        pos[i].w = 0.5f + 0.25f * (pos[i].w + 1.0f); /* masses in [0.5, 1) */
        vel[i] = (float4){0.0f, 0.0f, 0.0f, 0.0f};
    }

    nbody_step(pos, vel, new_pos, new_vel, n);
    bench_timer timer = bench_timer_new(reps);
    for (int r = 0; r < reps; ++r) {
        bench_start(&timer);
        nbody_step(pos, vel, new_pos, new_vel, n);
        bench_stop(&timer);
    }

    for (int s = 0; s < 256; ++s) {
        int i = (s * 977) % n;
        double ax = 0.0, ay = 0.0, az = 0.0;
        for (int j = 0; j < n; ++j) {
            double rx = pos[j].x - pos[i].x, ry = pos[j].y - pos[i].y, rz = pos[j].z - pos[i].z;
            double d2 = rx * rx + ry * ry + rz * rz + SOFTENING2;
            double f = pos[j].w / (d2 * sqrt(d2));
            ax += rx * f;
            ay += ry * f;
            az += rz * f;
        }
        double scale = 1e-3 * (fabs(ax) + fabs(ay) + fabs(az)) + 1e-3;
        if (fabs(new_vel[i].x - ax * DT) > scale * DT || fabs(new_vel[i].y - ay * DT) > scale * DT ||
            fabs(new_vel[i].z - az * DT) > scale * DT)
            bench_fail("nbody", "a velocity differs from the host's");
        if (fabs(new_pos[i].x - (pos[i].x + new_vel[i].x * DT)) > 1e-5f)
            bench_fail("nbody", "a position differs from the host's");
    }

    bench_report(&timer, "nbody", (double)n * n, "interactions");
    free(pos);
    free(vel);
    free(new_pos);
    free(new_vel);
    return 0;
}
