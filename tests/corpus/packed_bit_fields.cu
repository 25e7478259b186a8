// Bit-fields of packed classes laid out as the host compiler lays them out: in a class with
// `__attribute__((packed))`, under any `#pragma pack(N)` (even one larger than the members'
// alignment) and for a member with `__attribute__((packed))`, a bit-field starts at the next
// bit and may straddle the storage units of its type. Kernels set each field of zeroed
// objects (the host prints their bytes), read fields the host set, and write the fields of
// adjacent elements of an array of 2-byte records from concurrent threads (no access reaches
// past its record).
#include <cstdio>
#include <cstring>

struct __attribute__((packed)) P1 { char a; int b : 20; int c : 12; };
struct __attribute__((packed)) P3 { char a : 4; long long b : 60; };
struct __attribute__((packed)) P4 { short a : 3; int b : 30; char c; };
struct __attribute__((packed)) S1 { char a; int b : 4; };
struct __attribute__((packed)) S3 { short a; char b : 7; unsigned c : 30; };
struct M2 { char a; int b : 28 __attribute__((packed)); int c : 12 __attribute__((packed)); };
struct P5 { char a; int b : 20 __attribute__((packed)); int c : 12; };
#pragma pack(push, 2)
struct Q2 { char a : 4; int b : 30; };
struct Q3 { char a; int b : 31; short c : 9; };
struct Y2 { char a; int : 4; int b : 30; };
#pragma pack(pop)
#pragma pack(push, 8)
struct A8 { char a; int b : 20; int c : 12; };
struct B8 { char a; long long b : 40; long long c : 30; };
#pragma pack(pop)

// Sets field F of a zeroed object to all ones (-1 converted), in device memory.
#define SETTER(T, F) \
    __global__ void set_##T##_##F(T *p) { memset(p, 0, sizeof(T)); p->F = -1; }
#define SETTERS2(T, F1, F2) SETTER(T, F1) SETTER(T, F2)
#define SETTERS3(T, F1, F2, F3) SETTER(T, F1) SETTER(T, F2) SETTER(T, F3)
SETTERS3(P1, a, b, c)
SETTERS2(P3, a, b)
SETTERS3(P4, a, b, c)
SETTERS2(S1, a, b)
SETTERS3(S3, a, b, c)
SETTERS3(M2, a, b, c)
SETTERS3(P5, a, b, c)
SETTERS2(Q2, a, b)
SETTERS3(Q3, a, b, c)
SETTERS2(Y2, a, b)
SETTERS3(A8, a, b, c)
SETTERS3(B8, a, b, c)

static unsigned char *buffer;

template <class T>
void show_field(const char *name, void (*kernel)(T *)) {
    unsigned char bytes[sizeof(T)];
    kernel<<<1, 1>>>((T *)buffer);
    cudaMemcpy(bytes, buffer, sizeof(T), cudaMemcpyDeviceToHost);
    printf("  %s:", name);
    for (unsigned i = 0; i < sizeof(T); i++) printf(" %02x", bytes[i]);
    printf("\n");
}

#define LAYOUT(T) printf("%s: size %zu, align %zu\n", #T, sizeof(T), alignof(T))
#define SHOW(T, F) show_field<T>(#F, set_##T##_##F)

// The values of fields the host set, as the device reads them.
__global__ void read_fields(const P1 *p1, const S3 *s3, const Q3 *q3, const B8 *b8, long long *out) {
    out[0] = p1->a;
    out[1] = p1->b;
    out[2] = p1->c;
    out[3] = s3->b;
    out[4] = s3->c;
    out[5] = q3->b;
    out[6] = q3->c;
    out[7] = b8->b;
    out[8] = b8->c;
    out[9] = sizeof(P1) * 100 + sizeof(Q3) * 10 + alignof(Q3);
    // Compound assignments and increments read and write the straddling bits.
    P1 local = *p1;
    local.c += 5;
    local.b++;
    out[10] = local.c;
    out[11] = local.b;
}

// Thread i sets the bit-field of record i: each access stays within its 2-byte record.
__global__ void fill(S1 *records, int n) {
    int i = threadIdx.x;
    if (i < n) records[i].b = i % 8 - 4;
}

int main() {
    cudaMalloc(&buffer, 64);
    LAYOUT(P1); SHOW(P1, a); SHOW(P1, b); SHOW(P1, c);
    LAYOUT(P3); SHOW(P3, a); SHOW(P3, b);
    LAYOUT(P4); SHOW(P4, a); SHOW(P4, b); SHOW(P4, c);
    LAYOUT(S1); SHOW(S1, a); SHOW(S1, b);
    LAYOUT(S3); SHOW(S3, a); SHOW(S3, b); SHOW(S3, c);
    LAYOUT(M2); SHOW(M2, a); SHOW(M2, b); SHOW(M2, c);
    LAYOUT(P5); SHOW(P5, a); SHOW(P5, b); SHOW(P5, c);
    LAYOUT(Q2); SHOW(Q2, a); SHOW(Q2, b);
    LAYOUT(Q3); SHOW(Q3, a); SHOW(Q3, b); SHOW(Q3, c);
    LAYOUT(Y2); SHOW(Y2, a); SHOW(Y2, b);
    LAYOUT(A8); SHOW(A8, a); SHOW(A8, b); SHOW(A8, c);
    LAYOUT(B8); SHOW(B8, a); SHOW(B8, b); SHOW(B8, c);

    P1 p1 = {};
    p1.a = 'x';
    p1.b = -300000;
    p1.c = 1000;
    S3 s3 = {};
    s3.b = -17;
    s3.c = 0x2abcdef1;
    Q3 q3 = {};
    q3.b = -123456789;
    q3.c = -200;
    B8 b8 = {};
    b8.b = -123456789012LL;
    b8.c = 300000000;
    P1 *dp1; S3 *ds3; Q3 *dq3; B8 *db8; long long *dout;
    cudaMalloc(&dp1, sizeof p1);
    cudaMalloc(&ds3, sizeof s3);
    cudaMalloc(&dq3, sizeof q3);
    cudaMalloc(&db8, sizeof b8);
    cudaMalloc(&dout, 12 * sizeof(long long));
    cudaMemcpy(dp1, &p1, sizeof p1, cudaMemcpyHostToDevice);
    cudaMemcpy(ds3, &s3, sizeof s3, cudaMemcpyHostToDevice);
    cudaMemcpy(dq3, &q3, sizeof q3, cudaMemcpyHostToDevice);
    cudaMemcpy(db8, &b8, sizeof b8, cudaMemcpyHostToDevice);
    read_fields<<<1, 1>>>(dp1, ds3, dq3, db8, dout);
    long long out[12];
    cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
    printf("read:");
    for (long long v : out) printf(" %lld", v);
    printf("\n");

    const int n = 64;
    S1 records[n];
    for (int i = 0; i < n; i++) {
        records[i].a = (char)(i + 1);
        records[i].b = 0;
    }
    S1 *drecords;
    cudaMalloc(&drecords, sizeof records);
    cudaMemcpy(drecords, records, sizeof records, cudaMemcpyHostToDevice);
    fill<<<1, n>>>(drecords, n);
    cudaMemcpy(records, drecords, sizeof records, cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int i = 0; i < n; i++) bad += records[i].a != (char)(i + 1) || records[i].b != i % 8 - 4;
    printf("records: %d wrong\n", bad);
    printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    return 0;
}
