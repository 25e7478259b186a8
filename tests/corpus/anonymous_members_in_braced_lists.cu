// corpus: an anonymous union or struct member is one member of its class's braced lists
// (`{1, {2}, 5}`, brace elision `{1, 2, 5}`, designators naming its members), a union's list
// leaves its other members' default member initializers unused, members after an anonymous
// one keep the values the list gives them, and a block's anonymous union names its members
#include <cstdio>

union Choice { int i; long long l = 77; };
struct Tagged { int kind; union { int i; long long l = 77; }; };
struct Counter { int x; int c = 3; union { int u; float f; }; };
struct Slot { int a; union { int u = 9; float f; }; int z = 3; };
struct Pair { int a; struct { int x; int y = 4; }; int z = 3; };

__host__ __device__ void run(int* out) {
    int j = 0;
    Choice c{5};
    Tagged t{2, {6}};
    out[j++] = c.i * 10 + t.i;
    Counter n{6, 8};
    out[j++] = n.x * 10 + n.c;
    Slot s{1, {2}, 5}, e{1}, d{.a = 1, .z = 7}, m{.a = 1, .u = 5};
    out[j++] = s.u * 10 + s.z;
    out[j++] = e.u * 10 + e.z;
    out[j++] = d.u * 10 + d.z;
    out[j++] = m.u * 10 + m.z;
    Pair p{1, {2}, 6}, q{1, 2}, r{1, 2, 5, 6};
    out[j++] = p.x * 100 + p.y * 10 + p.z;
    out[j++] = q.x * 100 + q.y * 10 + q.z;
    out[j++] = r.x * 100 + r.y * 10 + r.z;
    union {
        int word;
        short halves[2];
    };
    word = 0x00050006;
    out[j++] = halves[0] * 10 + halves[1];
}

__global__ void kernel(int* out) { run(out); }

int main() {
    int* out;
    cudaMallocManaged(&out, 10 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    int host[10];
    run(host);
    for (int i = 0; i < 10; i++) printf("%d ", out[i]);
    printf("\n");
    for (int i = 0; i < 10; i++) printf("%d ", host[i]);
    printf("\n");
    cudaFree(out);
    return 0;
}
