// C-style device code: a self-referential typedef'd struct (struct node_s *next inside
// node_t) walked with goto, a table of function pointers, recursion, memcpy and offsetof,
// a string copy loop.
#include <cstdio>
#include <cstdint>
#include <cstddef>
#include <cstring>
typedef struct node_s { int key; struct node_s* next; } node_t;
typedef int (*binop_t)(int, int);
__device__ int add(int a, int b) { return a + b; }
__device__ int sub(int a, int b) { return a - b; }
__device__ binop_t ops[2] = {add, sub};
__device__ int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
__device__ int find(node_t* head, int key) { int steps = 0; for (node_t* p = head; p; p = p->next, ++steps) if (p->key == key) goto found; return -1; found: return steps; }
__global__ void k(int* out) {
  int r = 5;
  node_t nodes[4]; for (int i = 0; i < 4; i++) { nodes[i].key = i * 10; nodes[i].next = i < 3 ? &nodes[i + 1] : NULL; }
  out[0] = find(nodes, 20); out[1] = find(nodes, 25); out[2] = ops[0](r, 3) * 10 + ops[1](r, 3);
  out[3] = fib(15);
  int x = 7; int* const restrict_p = &x; out[4] = *restrict_p;
  uint8_t bytes[4] = {1, 2, 3, 4}; uint32_t word; memcpy(&word, bytes, 4); out[5] = word;
  char s[16]; const char* src = "hello"; int n = 0; while ((s[n] = src[n])) n++; out[6] = n;
  out[7] = sizeof(node_t) + (int)offsetof(node_t, next);
}
int main() { int* d; cudaMalloc(&d, 64); k<<<1,1>>>(d); int h[8]; cudaMemcpy(h, d, 32, cudaMemcpyDeviceToHost); for (int i = 0; i < 8; i++) printf("%d ", h[i]); printf("\n"); }
