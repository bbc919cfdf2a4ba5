package uribeam

import (
	"bufio"
	"context"
	"fmt"
	"hash/fnv"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
)

func init() {
	register.DoFn2x0[string, func(int, string)](&shardFn{})
	register.Emitter2[int, string]()
	register.Function1x2[int, int, int](shardKey)
	register.DoFn4x1[context.Context, int, func(*int) bool, func(*string) bool, error](&writeShardFn{})
	register.Iter1[int]()
	register.Iter1[string]()
}

// WriteShards writes lines (a PCollection of strings) to n text files
// PREFIX-00000-of-0000n ... on any of Beam's file systems (a local path,
// gs://...), one line of lines a line, each line in the file its hash
// picks. Every file is written, empty or not, so that a run's output is
// always the n files.
func WriteShards(s beam.Scope, prefix string, n int, lines beam.PCollection) {
	s = s.Scope("uribeam.WriteShards")
	filesystem.ValidateScheme(prefix)
	shards := make([]int, n)
	for i := range shards {
		shards[i] = i
	}
	keys := beam.ParDo(s, shardKey, beam.CreateList(s, shards))
	keyed := beam.ParDo(s, &shardFn{N: n}, lines)
	beam.ParDo0(s, &writeShardFn{Prefix: prefix, N: n}, beam.CoGroupByKey(s, keys, keyed))
}

// ShardName is the name of file i of n with prefix.
func ShardName(prefix string, i, n int) string {
	return fmt.Sprintf("%s-%05d-of-%05d", prefix, i, n)
}

// shardKey keys shard number i by itself.
func shardKey(i int) (int, int) { return i, i }

type shardFn struct{ N int }

func (f *shardFn) ProcessElement(line string, emit func(int, string)) {
	h := fnv.New32a()
	h.Write([]byte(line))
	emit(int(h.Sum32()%uint32(f.N)), line)
}

type writeShardFn struct {
	Prefix string
	N      int
}

func (f *writeShardFn) ProcessElement(ctx context.Context, shard int, _ func(*int) bool, lines func(*string) bool) (err error) {
	name := ShardName(f.Prefix, shard, f.N)
	fs, err := filesystem.New(ctx, name)
	if err != nil {
		return err
	}
	defer fs.Close()
	fd, err := fs.OpenWrite(ctx, name)
	if err != nil {
		return err
	}
	defer func() {
		if cerr := fd.Close(); err == nil {
			err = cerr
		}
	}()
	w := bufio.NewWriterSize(fd, 1<<20)
	var line string
	for lines(&line) {
		w.WriteString(line)
		w.WriteByte('\n')
	}
	return w.Flush()
}
