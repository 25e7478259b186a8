// Device data initialized with addresses: string tables, pointers into arrays and structs,
// a list of nodes, static local tables and static locals pointing at each other, and host
// code reading the pointers back.
#include <cstdio>

struct Op {
  const char* name;
  int code;
  const int* arg;
};
struct Node {
  int value;
  Node* next;
};

__device__ const char* names[] = {"zero", "one", "two"};
__device__ int values[4] = {10, 20, 30, 40};
__device__ int* middle = &values[2];
__device__ int* past = values + 4;
__device__ int* none = nullptr;
__constant__ Op ops[2] = {{"add", 1, &values[1]}, {"mul", 2, values}};
__constant__ const Op* last_op = &ops[1];
__device__ const char* const* second = &names[1];
__device__ Node tail = {3, nullptr};
__device__ Node pair[2] = {{2, &tail}, {5, nullptr}};
__device__ Node head = {1, &pair[0]};
__constant__ const char* greeting = "hello";

__device__ int twice(int x) { return 2 * x; }
__device__ int thrice(int x) { return 3 * x; }
__device__ int (*table[])(int) = {twice, thrice};

__global__ void show() {
  static const char* local_names[] = {"alpha", "beta"};
  static const int sizes[] = {1, 2, 3};
  static int calls = 0;
  static int* call_count = &calls;
  static const char** local_second = &local_names[1];
  for (int i = 0; i < 3; ++i) printf("names[%d] = %s\n", i, names[i]);
  printf("middle %d, past[-1] %d, none %d\n", *middle, past[-1], none == nullptr);
  for (int i = 0; i < 2; ++i) printf("%s %d %d\n", ops[i].name, ops[i].code, *ops[i].arg);
  printf("last op %s\n", last_op->name);
  printf("%s %s %s %d %d\n", *second, local_names[0], local_names[1], (int)sizeof(sizes), sizes[2]);
  printf("call %d, %s\n", ++*call_count, *local_second);
  int sum = 0;
  for (const Node* n = &head; n; n = n->next) sum = 10 * sum + n->value;
  printf("list %d, tail %d\n", sum, pair[0].next == &tail);
  printf("%s, table %d %d\n", greeting, table[0](5), table[1](5));
  names[0] = "changed";
  middle = &values[0];
}

int main() {
  show<<<1, 1>>>();
  show<<<1, 1>>>();
  cudaDeviceSynchronize();
  // The host reads the pointers as device addresses: the one into `values` points 8 bytes in.
  int* m = nullptr;
  int* base = nullptr;
  cudaMemcpyFromSymbol(&m, middle, sizeof m);
  cudaGetSymbolAddress((void**)&base, values);
  printf("host: middle - values = %d\n", (int)(m - base));
  int* p = nullptr;
  cudaMemcpyFromSymbol(&p, past, sizeof p);
  printf("host: past - values = %d\n", (int)(p - base));
  return 0;
}
