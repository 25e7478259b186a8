// Classes laid out as the host compiler lays them out where their members are packed:
// `#pragma pack(N)` (with push and pop), `__attribute__((packed))` on a class, on one member
// or on an enumeration, and `[[no_unique_address]]` members of empty classes. An array of records read from a
// binary format is copied to the device and read and written there member by member, at
// offsets that are not multiples of the members' alignment.
#include <cstdio>
#include <cstring>

#pragma pack(push, 1)
struct Record {
    char tag;
    int id;
    double weight;
    short flags;
};
#pragma pack(pop)

#pragma pack(push, 2)
struct Pair2 {
    char c;
    int value;
};
#pragma pack(pop)

struct __attribute__((packed)) Header {
    unsigned short magic;
    unsigned int size;
    unsigned char kind;
    float scale;
};

struct Mixed {
    char c;
    int loose __attribute__((packed));
    double d;
};

struct Nested {
    char c;
    Record r;
};

enum __attribute__((packed)) Kind { K0, K1, K2 = 200 };
enum Wide { W0 = -3, W1 = 1000 } __attribute__((packed));
struct Tagged {
    Kind kind;
    Wide wide;
    char c;
};

struct Empty {};
struct Compact {
    [[no_unique_address]] Empty e;
    int x;
};

__global__ void sizes(int* out)
{
    out[0] = sizeof(Record);
    out[1] = sizeof(Pair2) * 100 + alignof(Pair2);
    out[2] = sizeof(Header) * 100 + alignof(Header);
    out[3] = sizeof(Mixed) * 100 + alignof(Mixed);
    out[4] = sizeof(Nested);
    out[5] = sizeof(Compact);
    out[6] = sizeof(Kind) * 100 + sizeof(Wide);
    out[7] = sizeof(Tagged) * 100 + alignof(Tagged);
}

__global__ void update(Record* records, int n, Header* h, Nested* nested)
{
    int i = threadIdx.x;
    if (i < n) {
        Record& r = records[i];
        r.id = r.id * 10 + i;
        r.weight = r.weight * h->scale;
        r.flags |= 0x100;
    }
    if (i == 0) {
        h->size += 1000;
        nested->r.id += 7;
        nested->r.weight += 0.25;
    }
}

int main()
{
    int* d;
    cudaMalloc(&d, 8 * sizeof(int));
    sizes<<<1, 1>>>(d);
    int s[8];
    cudaMemcpy(s, d, sizeof s, cudaMemcpyDeviceToHost);
    printf("device: Record %d, Pair2 %d, Header %d, Mixed %d, Nested %d, Compact %d, enums %d, Tagged %d\n",
           s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]);
    printf("host:   Record %zu, Pair2 %zu, Header %zu, Mixed %zu, Nested %zu, Compact %zu, enums %zu, Tagged %zu\n",
           sizeof(Record), sizeof(Pair2) * 100 + alignof(Pair2), sizeof(Header) * 100 + alignof(Header),
           sizeof(Mixed) * 100 + alignof(Mixed), sizeof(Nested), sizeof(Compact), sizeof(Kind) * 100 + sizeof(Wide),
           sizeof(Tagged) * 100 + alignof(Tagged));

    const int n = 5;
    Record host[n];
    for (int i = 0; i < n; ++i) {
        host[i].tag = 'a' + i;
        host[i].id = i + 1;
        host[i].weight = 0.5 * (i + 1);
        host[i].flags = (short)i;
    }
    Header header = {0x4d42, 54, 3, 2.0f};
    Nested nested;
    nested.c = 'n';
    nested.r = host[2];

    Record* dr;
    Header* dh;
    Nested* dn;
    cudaMalloc(&dr, sizeof host);
    cudaMalloc(&dh, sizeof header);
    cudaMalloc(&dn, sizeof nested);
    cudaMemcpy(dr, host, sizeof host, cudaMemcpyHostToDevice);
    cudaMemcpy(dh, &header, sizeof header, cudaMemcpyHostToDevice);
    cudaMemcpy(dn, &nested, sizeof nested, cudaMemcpyHostToDevice);
    update<<<1, 32>>>(dr, n, dh, dn);
    cudaMemcpy(host, dr, sizeof host, cudaMemcpyDeviceToHost);
    cudaMemcpy(&header, dh, sizeof header, cudaMemcpyDeviceToHost);
    cudaMemcpy(&nested, dn, sizeof nested, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; ++i)
        printf("record %c: id %d weight %.2f flags 0x%x\n", host[i].tag, host[i].id, host[i].weight, host[i].flags);
    printf("header: magic 0x%x size %u kind %u scale %.1f\n", header.magic, header.size, header.kind, header.scale);
    printf("nested: %c id %d weight %.2f\n", nested.c, nested.r.id, nested.r.weight);
    cudaFree(dr);
    cudaFree(dh);
    cudaFree(dn);
    cudaFree(d);
    return 0;
}
